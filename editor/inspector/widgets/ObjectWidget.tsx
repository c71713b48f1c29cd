import { allMessages } from '../field-errors';
import { FieldErrorText } from './FieldErrorText';
import { FieldEditor } from './FieldEditor';
import type { WidgetProps } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A nested object: a fieldset of its properties, each by the field generator. A property set to undefined is removed. */
export function ObjectWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const object = isRecord(value) ? value : {};
  const fields = field.fields ?? [];
  const known = new Set(fields.map((f) => f.name));
  const stray = Object.entries(errors?.byKey ?? {}).filter(([key]) => !known.has(key)).flatMap(([key, inner]) => allMessages(inner, [key]));
  const set = (name: string, next: unknown) => {
    const copy = { ...object };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    return copy;
  };
  return (
    <fieldset className="inspector-field inspector-field--group inspector-object">
      <legend>{field.label}</legend>
      {fields.map((child) => (
        <FieldEditor
          key={child.name}
          field={child}
          value={object[child.name]}
          errors={errors?.byKey[child.name]}
          idPrefix={`${idPrefix}-${child.name}`}
          onChange={(next, options) => onChange(set(child.name, next), options)}
        />
      ))}
      <FieldErrorText id={`${idPrefix}-error`} messages={[...(errors?.own ?? []), ...stray]} />
    </fieldset>
  );
}
