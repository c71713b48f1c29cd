import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../schemas/languages';
import { SUPPORTED_LANGUAGES, type Language } from '../../../schemas/languages';
import { missingLanguages, type LocalizedText } from '../../../schemas/localized-text';
import { EDITOR_NS } from '../../i18n';
import { allMessages } from '../field-errors';
import { usePageLanguages } from '../page-languages';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import type { WidgetProps } from './types';

/** Languages every localized field shows and expects, whatever the school uses. */
export const ALWAYS_SHOWN: readonly Language[] = ['zh_CN', 'en_US'];

/** Sets one language of a localized text; an emptied language is removed rather than stored as "". */
export function withLanguage(value: unknown, language: Language, text: string): LocalizedText {
  const next: LocalizedText = { ...(value && typeof value === 'object' ? (value as LocalizedText) : {}) };
  if (text === '') delete next[language];
  else next[language] = text;
  return next;
}

/** What the shared frame hands a widget to draw one language's input. */
export interface LanguageInput {
  language: Language;
  id: string;
  lang: string;
  attributes: ReturnType<typeof errorAttributes>;
}

type Props = Pick<WidgetProps, 'field' | 'value' | 'errors' | 'idPrefix'> & { renderInput: (input: LanguageInput) => ReactNode };

/**
 * The per-language frame of localized and rich text: zh_CN and en_US always, the languages the text has,
 * an "Add language" select for the others, and a badge naming the languages still missing.
 */
export function LanguageFields({ field, value, errors, idPrefix, renderInput }: Props) {
  const { t } = useTranslation(EDITOR_NS);
  const used = usePageLanguages();
  const text = (value && typeof value === 'object' ? value : {}) as LocalizedText;
  // A language once shown stays while the field is open, even when its text is cleared.
  const [added, setAdded] = useState<Language[]>(() => SUPPORTED_LANGUAGES.filter((l) => text[l] !== undefined));
  const shown = SUPPORTED_LANGUAGES.filter((l) => ALWAYS_SHOWN.includes(l) || added.includes(l) || text[l] !== undefined || errors?.byKey[l]);
  const addable = SUPPORTED_LANGUAGES.filter((l) => !shown.includes(l));
  const expected = SUPPORTED_LANGUAGES.filter((l) => ALWAYS_SHOWN.includes(l) || used.includes(l));
  const missing = missingLanguages(text, expected);
  const missingText = t('inspector.missing', { languages: missing.join(', ') });
  const stray = Object.entries(errors?.byKey ?? {}).filter(([key]) => !shown.includes(key as Language));
  const add = (language: Language) => {
    setAdded((current) => [...current, language]);
    requestAnimationFrame(() => document.getElementById(`${idPrefix}-${language}`)?.focus());
  };

  return (
    <fieldset className="inspector-field inspector-field--group" aria-describedby={missing.length ? `${idPrefix}-missing` : undefined}>
      <legend>{field.label}</legend>
      {missing.length > 0 && (
        <p id={`${idPrefix}-missing`} className="inspector-missing" role="note" aria-label={missingText}>
          {missingText}
        </p>
      )}
      {shown.map((language) => {
        const id = `${idPrefix}-${language}`;
        const messages = allMessages(errors?.byKey[language]);
        return (
          <div key={language} className="inspector-field__language">
            <label htmlFor={id}>{t('inspector.fieldLanguage', { field: field.label, language })}</label>
            {renderInput({ language, id, lang: language.replace('_', '-'), attributes: errorAttributes(`${id}-error`, messages) })}
            <FieldErrorText id={`${id}-error`} messages={messages} />
          </div>
        );
      })}
      {addable.length > 0 && (
        <select className="inspector-add-language" aria-label={t('inspector.addLanguage', { field: field.label })} value="" onChange={(e) => add(e.target.value as Language)}>
          <option value="">{t('inspector.addLanguageOption')}</option>
          {addable.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAMES[language]} ({language})
            </option>
          ))}
        </select>
      )}
      <FieldErrorText id={`${idPrefix}-error`} messages={[...(errors?.own ?? []), ...stray.flatMap(([key, inner]) => allMessages(inner, [key]))]} />
    </fieldset>
  );
}
