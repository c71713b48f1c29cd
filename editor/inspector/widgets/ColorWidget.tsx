import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../../i18n';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour: the browser's colour input and a hex box beside it; only a full #RRGGBB reaches the store. */
export function ColorWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const stored = typeof value === 'string' ? value : '';
  const [text, setText] = useState(stored);
  const [seen, setSeen] = useState(value);
  // Undo or another field may change the value; follow it unless the box is mid-edit on the same colour.
  if (seen !== value) {
    setSeen(value);
    if (text.toLowerCase() !== stored.toLowerCase()) setText(stored);
  }
  const valid = HEX.test(text) || (text === '' && !field.required);
  const messages = [...(valid ? [] : [t('inspector.colorInvalid')]), ...(errors?.own ?? [])];
  const errorId = `${idPrefix}-error`;
  const typed = (next: string) => {
    setText(next);
    if (HEX.test(next)) onChange(next);
    else if (next === '' && !field.required) onChange(undefined);
  };
  return (
    <div className="inspector-field">
      <label htmlFor={idPrefix}>{field.label}</label>
      <div className="inspector-color">
        <input id={idPrefix} type="color" value={HEX.test(stored) ? stored.toLowerCase() : '#000000'} onChange={(e) => typed(e.target.value)} />
        <input
          id={`${idPrefix}-hex`}
          type="text"
          dir="ltr"
          aria-label={t('inspector.colorHex', { field: field.label })}
          value={text}
          maxLength={7}
          spellCheck={false}
          onChange={(e) => typed(e.target.value.trim())}
          {...errorAttributes(errorId, messages)}
        />
      </div>
      <FieldErrorText id={errorId} messages={messages} />
    </div>
  );
}
