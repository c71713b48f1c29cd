import type { BlockComponentProps } from '../renderer/block-definition';
import { createRegistry, defineBlock } from '../renderer/block-definition';
import { addBlockLabels } from '../blocks/_shared/labels';
import { localizedText } from '../schemas/localized-text';

// A small block library of every shape the designer must handle generically, so the designer's tests do
// not follow the real blocks (which change on their own schedule).

/** Draws the block's text and its slots in order, like a real container would. */
function Drawn({ props, slots }: BlockComponentProps) {
  const title = (props.title as Record<string, string> | undefined)?.en_US;
  return (
    <div>
      {title && <h2>{title}</h2>}
      {Object.entries(slots).map(([name, children]) => (
        <div key={name}>{children}</div>
      ))}
    </div>
  );
}
const load = async () => ({ default: Drawn });
// The test blocks' labels, kept beside them (the library's are in blocks/_shared/labels) and added to the designer's below.
const englishLabels: Record<string, string> = {};
const chineseLabels: Record<string, string> = {};
const label = (en: string, zh: string): string => {
  const id = `test.${en.toLowerCase().replace(/\W+/g, '-')}`;
  englishLabels[id] = en;
  chineseLabels[id] = zh;
  return id;
};

const text = defineBlock({
  type: 'text',
  version: 1,
  schema: {
    type: 'object', additionalProperties: false, required: ['title'],
    properties: {
      title: { ...localizedText({ maxLength: 20 }), 'x-label': label('Title', '标题') },
      body: { ...localizedText({ widget: 'rich-text' }), 'x-label': label('Body', '正文') },
      link: { type: 'string', pattern: '^(|https://.+)$', 'x-widget': 'link', 'x-label': label('Link', '链接') },
      size: { type: 'integer', minimum: 1, maximum: 5, 'x-label': label('Size', '大小') },
    },
  },
  defaults: { title: { zh_CN: '你好', en_US: 'Hello' } },
  palette: { label: label('Text', '文字'), icon: 'T', category: 'content' },
  migrations: [],
  load,
});

const section = defineBlock({
  type: 'section',
  version: 1,
  schema: {
    type: 'object', additionalProperties: false, required: [],
    properties: { background: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$', 'x-widget': 'color', 'x-label': label('Background colour', '背景颜色') } },
  },
  defaults: {},
  palette: { label: label('Section', '区块'), icon: '▢', category: 'layout' },
  slots: ['main'],
  migrations: [],
  load,
});

const columns = defineBlock({
  type: 'columns',
  version: 1,
  schema: { type: 'object', additionalProperties: false, properties: {} },
  defaults: {},
  palette: { label: label('Columns', '分栏'), icon: '▥', category: 'layout' },
  slots: ['first', 'second'],
  migrations: [],
  load,
});

const slider = defineBlock({
  type: 'slider',
  version: 1,
  schema: {
    type: 'object', additionalProperties: false, required: ['slides'],
    properties: {
      slides: {
        type: 'array', minItems: 1, maxItems: 3, 'x-label': label('Slides', '幻灯片'),
        items: {
          type: 'object', additionalProperties: false, required: ['caption', 'url'],
          properties: {
            caption: { ...localizedText({ maxLength: 30 }), 'x-label': label('Caption', '说明') },
            url: { type: 'string', 'x-widget': 'image', 'x-label': label('Image', '图片') },
          },
        },
      },
      tags: { type: 'array', maxItems: 2, items: { type: 'string', maxLength: 10 }, 'x-label': label('Tags', '标签') },
      frame: {
        type: 'object', properties: { width: { type: 'integer', minimum: 0, maximum: 9, 'x-label': label('Frame width', '边框宽度') } },
        'x-label': label('Frame', '边框'),
      },
    },
  },
  defaults: { slides: [{ caption: { en_US: 'One' }, url: '' }] },
  palette: { label: label('Slider', '轮播'), icon: '⧉', category: 'content' },
  migrations: [],
  load,
});

const picks = defineBlock({
  type: 'picks',
  version: 1,
  schema: {
    type: 'object', additionalProperties: false, required: ['customIds'],
    properties: {
      customIds: {
        type: 'array', maxItems: 3, items: { type: 'string' }, 'x-widget': 'resource-picker', 'x-resource-type': 1,
        'x-label': label('Courses', '课程'),
      },
    },
  },
  defaults: { customIds: [] },
  palette: { label: label('Picks', '精选'), icon: '★', category: 'ranking' },
  migrations: [],
  load,
});

addBlockLabels('en_US', englishLabels);
addBlockLabels('zh_CN', chineseLabels);

/** The designer's test block library: a leaf, two containers, arrays and objects, a resource picker. */
export const testRegistry = createRegistry([text, section, columns, slider, picks]);
