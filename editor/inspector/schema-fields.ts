import type { PropsSchema } from '../../renderer/block-definition';
import type { DocumentError } from '../../renderer/validate';
import type { UiLanguage } from '../../schemas/languages';
import type { LocalizedText } from '../../schemas/localized-text';
import { inLanguage } from '../i18n';

/** Which widget edits a field. */
export type FieldKind = 'localized-text' | 'rich-text' | 'text' | 'url' | 'number' | 'boolean' | 'enum' | 'unsupported';

/** One inspector field, read from a block's props schema. */
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
}

interface FieldSchema {
  type?: string;
  title?: string;
  enum?: readonly (string | number)[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  'x-widget'?: string;
  'x-label'?: LocalizedText;
  'x-enum-labels'?: Record<string, LocalizedText>;
}

function kindOf(schema: FieldSchema): FieldKind {
  const widget = schema['x-widget'];
  if (schema.enum) return 'enum';
  if (widget === 'localized-text' || widget === 'rich-text') return widget;
  if (widget === 'image' || widget === 'link') return 'url';
  if (schema.type === 'string') return 'text';
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean') return 'boolean';
  return 'unsupported';
}

/** A field's label: its `x-label` in the UI language, else its title, else its name. */
export function fieldLabel(schema: PropsSchema, name: string, language: UiLanguage): string {
  const field = schema.properties[name] as FieldSchema | undefined;
  return inLanguage(field?.['x-label'], language) || field?.title || name;
}

/** The inspector's fields for a props schema, in the schema's order. */
export function fieldsFromSchema(schema: PropsSchema, language: UiLanguage): FieldSpec[] {
  return Object.entries(schema.properties).map(([name, raw]) => {
    const field = raw as FieldSchema;
    const kind = kindOf(field);
    const spec: FieldSpec = { name, kind, label: fieldLabel(schema, name, language), required: schema.required?.includes(name) ?? false };
    if (kind === 'number') {
      spec.integer = field.type === 'integer';
      if (field.minimum !== undefined) spec.minimum = field.minimum;
      if (field.maximum !== undefined) spec.maximum = field.maximum;
    }
    if (field.maxLength !== undefined) spec.maxLength = field.maxLength;
    if (kind === 'enum') {
      const labels = field['x-enum-labels'] ?? {};
      spec.options = (field.enum ?? []).map((value) => ({ value, label: inLanguage(labels[String(value)], language) || String(value) }));
    }
    return spec;
  });
}

/** Errors of one field: its own, and those under one of its keys (a language of a localized text). */
export interface FieldErrors {
  own: string[];
  byKey: Record<string, string[]>;
}

/** Groups prop errors (pointers relative to the props object) by field; errors not under a field go to `''`. */
export function errorsByField(errors: readonly DocumentError[]): Record<string, FieldErrors> {
  const result: Record<string, FieldErrors> = {};
  for (const error of errors) {
    const [, name = '', key] = error.pointer.split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
    const entry = (result[name] ??= { own: [], byKey: {} });
    if (key === undefined) entry.own.push(error.message);
    else (entry.byKey[key] ??= []).push(error.message);
  }
  return result;
}
