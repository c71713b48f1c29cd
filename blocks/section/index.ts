import { defineBlock } from '../../renderer/block-definition';
import { sectionSchema, type SectionProps } from './schema';

/** A container band with a background colour, padding and a maximum width; its blocks go in `main`. */
export const section = defineBlock<SectionProps>({
  type: 'section',
  version: 1,
  schema: sectionSchema,
  defaults: { padding: 'medium', maxWidth: 'wide' },
  palette: { label: { zh_CN: '区块', en_US: 'Section' }, icon: '▢', category: 'layout' },
  slots: ['main'],
  slotLabels: { main: { zh_CN: '内容', en_US: 'Content', es_ES: 'Contenido', ru_RU: 'Содержимое', ar_SA: 'المحتوى', pl_PL: 'Zawartość', de_DE: 'Inhalt', tr_TR: 'İçerik', fr_FR: 'Contenu', ja_JP: 'コンテンツ', ko_KR: '콘텐츠', pt_BR: 'Conteúdo' } },
  migrations: [],
  load: () => import('./Section'),
});
