import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../../i18n';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

/** Enumerations; options carry their `x-enum-labels`. The value keeps its type (numbers stay numbers). */
export function SelectWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const options = field.options ?? [];
  const index = options.findIndex((o) => o.value === value);
  const errorId = `${idPrefix}-error`;
  return (
    <div className="inspector-field">
      <label htmlFor={idPrefix}>{field.label}</label>
      <select
        id={idPrefix}
        value={index === -1 ? '' : String(index)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : options[Number(e.target.value)]?.value)}
        {...errorAttributes(errorId, errors?.own)}
      >
        {index === -1 && <option value="">{t('inspector.none')}</option>}
        {options.map((option, i) => (
          <option key={String(option.value)} value={String(i)}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorText id={errorId} messages={errors?.own} />
    </div>
  );
}
