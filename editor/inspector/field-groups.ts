import type { FieldKind, FieldSpec } from './schema-fields';

/** The inspector's sections, in the order they are shown. */
export const FIELD_GROUPS = ['content', 'data', 'appearance'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

const GROUP_OF: Record<FieldKind, FieldGroup> = {
  'localized-text': 'content', 'rich-text': 'content', text: 'content', image: 'content', link: 'content',
  array: 'content', object: 'content', unsupported: 'content',
  'resource-picker': 'data',
  color: 'appearance', number: 'appearance', boolean: 'appearance', enum: 'appearance',
};

/**
 * Sorts a block's top-level fields into sections: what it says (texts, images, links, lists), what it
 * shows from the school's data (resource pickers, and the numbers and choices that shape the list), and
 * how it looks. A block with a resource picker counts its numbers and choices as data settings.
 */
export function groupFields(fields: readonly FieldSpec[]): { group: FieldGroup; fields: FieldSpec[] }[] {
  const lists = fields.some((field) => field.kind === 'resource-picker');
  const groupOf = (field: FieldSpec): FieldGroup => {
    const group = GROUP_OF[field.kind];
    return lists && (field.kind === 'number' || field.kind === 'enum') ? 'data' : group;
  };
  return FIELD_GROUPS.map((group) => ({ group, fields: fields.filter((field) => groupOf(field) === group) })).filter((entry) => entry.fields.length > 0);
}
