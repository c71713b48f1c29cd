import type { PropsSchema } from '../../renderer/block-definition';
import { blockLabelText } from '../../blocks/_shared/labels';
import type { Language } from '../../schemas/languages';

export { errorsByField, type FieldErrors } from './field-errors';

/** Which widget edits a field. */
export type FieldKind =
  | 'localized-text' | 'rich-text' | 'text' | 'image' | 'link' | 'color' | 'number' | 'boolean' | 'enum'
  | 'array' | 'object' | 'resource-picker' | 'unsupported';

/** One inspector field, read from a JSON Schema; arrays and objects carry the fields inside them. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: string;
  required: boolean;
  integer?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  options?: { value: string | number; label: string }[];
  /** Arrays: the field that edits one item. */
  item?: FieldSpec;
  minItems?: number;
  maxItems?: number;
  /** Objects: their properties, in the schema's order. */
  fields?: FieldSpec[];
  /** Resource pickers: the RESOURCE_TYPE to search, and the block's own list endpoint when it has one. */
  resourceType?: number;
  resourceEndpoint?: string;
  /** The schema's own `default`, used for new array items. */
  defaultValue?: unknown;
}

/** The parts of a JSON Schema the inspector reads. */
export interface FieldSchema {
  type?: string;
  title?: string;
  default?: unknown;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: readonly string[];
  'x-widget'?: string;
  /** Message id of the field's label in the block labels ('banner.title'). */
  'x-label'?: string;
  /** Message ids of the enum values' labels, by value. */
  'x-enum-labels'?: Record<string, string>;
  'x-resource-type'?: number;
  'x-resource-endpoint'?: string;
}

const WIDGET_KINDS: Record<string, FieldKind> = {
  'localized-text': 'localized-text', 'rich-text': 'rich-text', 'resource-picker': 'resource-picker',
  color: 'color', image: 'image', link: 'link',
};

function kindOf(schema: FieldSchema): FieldKind {
  if (schema.enum) return 'enum';
  const byWidget = schema['x-widget'] && WIDGET_KINDS[schema['x-widget']];
  if (byWidget) return byWidget;
  if (schema.type === 'string') return 'text';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  if (schema.type === 'array' && (schema.items?.type === 'object' || schema.items?.type === 'string')) return 'array';
  if (schema.type === 'object' && schema.properties) return 'object';
  return 'unsupported';
}

/** A schema's label: its `x-label` message in the UI language, else its title, else the given name. */
function labelOf(schema: FieldSchema | undefined, name: string, language: Language): string {
  return blockLabelText(schema?.['x-label'], language) ?? schema?.title ?? name;
}

/** A field's label: its `x-label` in the UI language, else its title, else its name. */
export function fieldLabel(schema: PropsSchema, name: string, language: Language): string {
  return labelOf(schema.properties[name] as FieldSchema | undefined, name, language);
}

/** The inspector field for one schema, with the fields of its items or properties, at any depth. */
export function fieldFromSchema(name: string, schema: FieldSchema, required: boolean, language: Language): FieldSpec {
  const kind = kindOf(schema);
  const spec: FieldSpec = { name, kind, label: labelOf(schema, name, language), required };
  if (schema.default !== undefined) spec.defaultValue = schema.default;
  if (kind === 'number') {
    spec.integer = schema.type === 'integer';
    if (schema.minimum !== undefined) spec.minimum = schema.minimum;
    if (schema.maximum !== undefined) spec.maximum = schema.maximum;
  }
  if (schema.maxLength !== undefined) spec.maxLength = schema.maxLength;
  if (kind === 'enum') {
    const labels = schema['x-enum-labels'] ?? {};
    spec.options = (schema.enum ?? []).map((value) => ({ value, label: blockLabelText(labels[String(value)], language) ?? String(value) }));
  }
  if (kind === 'array' || kind === 'resource-picker') {
    if (schema.minItems !== undefined) spec.minItems = schema.minItems;
    if (schema.maxItems !== undefined) spec.maxItems = schema.maxItems;
  }
  if (kind === 'array') spec.item = fieldFromSchema('item', schema.items!, true, language);
  if (kind === 'resource-picker') {
    spec.resourceType = schema['x-resource-type'] ?? 0;
    // Only this API's own paths: a schema must not send the designer's requests elsewhere.
    const endpoint = schema['x-resource-endpoint'];
    if (endpoint && /^\/api\/[\w/-]+$/.test(endpoint)) spec.resourceEndpoint = endpoint;
  }
  if (kind === 'object') {
    spec.fields = Object.entries(schema.properties ?? {}).map(([key, child]) =>
      fieldFromSchema(key, child, schema.required?.includes(key) ?? false, language),
    );
  }
  return spec;
}

/** The inspector's fields for a props schema, in the schema's order. */
export function fieldsFromSchema(schema: PropsSchema, language: Language): FieldSpec[] {
  return Object.entries(schema.properties).map(([name, raw]) =>
    fieldFromSchema(name, raw as FieldSchema, schema.required?.includes(name) ?? false, language),
  );
}

/** A starting value for a new array item: the schema's default, else an empty value of the field's kind. */
export function emptyValue(field: FieldSpec): unknown {
  if (field.defaultValue !== undefined) return structuredClone(field.defaultValue);
  switch (field.kind) {
    case 'localized-text':
    case 'rich-text':
      return {};
    case 'text':
    case 'image':
    case 'link':
      return '';
    case 'color':
      return '#000000';
    case 'number':
      return field.minimum ?? 0;
    case 'boolean':
      return false;
    case 'enum':
      return field.options?.[0]?.value;
    case 'array':
    case 'resource-picker':
      return [];
    case 'object':
      return Object.fromEntries((field.fields ?? []).filter((f) => f.required).map((f) => [f.name, emptyValue(f)]));
    default:
      return undefined;
  }
}
