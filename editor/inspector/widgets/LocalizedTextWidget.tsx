import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '../../../schemas/languages';
import type { LocalizedText } from '../../../schemas/localized-text';
import { EDITOR_NS } from '../../i18n';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

/** Sets one language of a localized text; an emptied language is removed rather than stored as "". */
export function withLanguage(value: unknown, language: UiLanguage, text: string): LocalizedText {
  const next: LocalizedText = { ...(value && typeof value === 'object' ? (value as LocalizedText) : {}) };
  if (text === '') delete next[language];
  else next[language] = text;
  return next;
}

/** Localized text: one input per UI language, labelled "<field> (<language>)". */
export function LocalizedTextWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const text = (value ?? {}) as LocalizedText;
  return (
    <fieldset className="inspector-field inspector-field--group">
      <legend>{field.label}</legend>
      {UI_LANGUAGES.map((language) => {
        const id = `${idPrefix}-${language}`;
        const messages = errors?.byKey[language];
        return (
          <div key={language} className="inspector-field__language">
            <label htmlFor={id}>{t('inspector.fieldLanguage', { field: field.label, language })}</label>
            <input
              id={id}
              type="text"
              lang={language.replace('_', '-')}
              value={text[language] ?? ''}
              onChange={(e) => onChange(withLanguage(value, language, e.target.value))}
              {...errorAttributes(`${id}-error`, messages)}
            />
            <FieldErrorText id={`${id}-error`} messages={messages} />
          </div>
        );
      })}
      <FieldErrorText id={`${idPrefix}-error`} messages={[...(errors?.own ?? []), ...otherLanguages(errors?.byKey)]} />
    </fieldset>
  );
}

/** Errors under languages this form has no input for, so they still show somewhere. */
export function otherLanguages(byKey: Record<string, string[]> | undefined): string[] {
  return Object.entries(byKey ?? {})
    .filter(([key]) => !(UI_LANGUAGES as readonly string[]).includes(key))
    .flatMap(([key, messages]) => messages.map((m) => `${key}: ${m}`));
}
