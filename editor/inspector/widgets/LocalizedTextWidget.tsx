import type { LocalizedText } from '../../../schemas/localized-text';
import { LanguageFields, withLanguage } from './LanguageFields';
import type { WidgetProps } from './types';

/** Localized text: one input per shown language, labelled "<field> (<language>)". */
export function LocalizedTextWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const text = (value ?? {}) as LocalizedText;
  return (
    <LanguageFields
      field={field}
      value={value}
      errors={errors}
      idPrefix={idPrefix}
      renderInput={({ language, id, lang, attributes }) => (
        <input
          id={id}
          type="text"
          lang={lang}
          value={text[language] ?? ''}
          onChange={(e) => onChange(withLanguage(value, language, e.target.value))}
          {...attributes}
        />
      )}
    />
  );
}
