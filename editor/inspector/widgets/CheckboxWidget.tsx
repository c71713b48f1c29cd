import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

/** Booleans. */
export function CheckboxWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <div className="inspector-field inspector-field--inline">
      <input id={idPrefix} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} {...errorAttributes(errorId, errors?.own)} />
      <label htmlFor={idPrefix}>{field.label}</label>
      <FieldErrorText id={errorId} messages={errors?.own} />
    </div>
  );
}
