import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

/** Plain strings. */
export function TextWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const errorId = `${idPrefix}-error`;
  return (
    <div className="inspector-field">
      <label htmlFor={idPrefix}>{field.label}</label>
      <input
        id={idPrefix}
        type="text"
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        {...errorAttributes(errorId, errors?.own)}
      />
      <FieldErrorText id={errorId} messages={errors?.own} />
    </div>
  );
}
