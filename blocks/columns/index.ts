import { defineBlock } from '../../renderer/block-definition';
import { COLUMN_SLOTS, columnsSchema, type ColumnsProps } from './schema';

/** Two or three columns side by side (slots `first`, `second`, `third`), stacked on narrow widths. */
export const columns = defineBlock<ColumnsProps>({
  type: 'columns',
  version: 1,
  schema: columnsSchema,
  defaults: { ratio: '1:1', gap: 'medium' },
  palette: { label: { zh_CN: '分栏', en_US: 'Columns' }, icon: '▥', category: 'layout' },
  slots: COLUMN_SLOTS,
  slotLabels: {
    first: { zh_CN: '第一栏', en_US: 'First column', es_ES: 'Primera columna', ru_RU: 'Первая колонка', ar_SA: 'العمود الأول', pl_PL: 'Pierwsza kolumna', de_DE: 'Erste Spalte', tr_TR: 'Birinci sütun', fr_FR: 'Première colonne', ja_JP: '1列目', ko_KR: '첫 번째 열', pt_BR: 'Primeira coluna' },
    second: { zh_CN: '第二栏', en_US: 'Second column', es_ES: 'Segunda columna', ru_RU: 'Вторая колонка', ar_SA: 'العمود الثاني', pl_PL: 'Druga kolumna', de_DE: 'Zweite Spalte', tr_TR: 'İkinci sütun', fr_FR: 'Deuxième colonne', ja_JP: '2列目', ko_KR: '두 번째 열', pt_BR: 'Segunda coluna' },
    third: { zh_CN: '第三栏', en_US: 'Third column', es_ES: 'Tercera columna', ru_RU: 'Третья колонка', ar_SA: 'العمود الثالث', pl_PL: 'Trzecia kolumna', de_DE: 'Dritte Spalte', tr_TR: 'Üçüncü sütun', fr_FR: 'Troisième colonne', ja_JP: '3列目', ko_KR: '세 번째 열', pt_BR: 'Terceira coluna' },
  },
  migrations: [],
  load: () => import('./Columns'),
});
