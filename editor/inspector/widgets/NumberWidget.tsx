import { useState } from 'react';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

/** Integers and numbers, within the schema's minimum and maximum. An empty box removes the prop. */
export function NumberWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shownValue, setShownValue] = useState(value);
  // Undo or another field may change the value; follow it unless the box already says the same number.
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (Number(text) !== value || text === '') setText(value === undefined ? '' : String(value));
  }
  const errorId = `${idPrefix}-error`;
  return (
    <div className="inspector-field">
      <label htmlFor={idPrefix}>{field.label}</label>
      <input
        id={idPrefix}
        type="number"
        min={field.minimum}
        max={field.maximum}
        step={field.integer ? 1 : 'any'}
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          const number = Number(next);
          const parsed = next.trim() === '' ? undefined : Number.isNaN(number) ? null : number;
          if (parsed === null) return;
          setShownValue(parsed);
          onChange(parsed);
        }}
        {...errorAttributes(errorId, errors?.own)}
      />
      <FieldErrorText id={errorId} messages={errors?.own} />
    </div>
  );
}
