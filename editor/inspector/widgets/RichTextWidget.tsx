import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '../../../schemas/languages';
import type { LocalizedText } from '../../../schemas/localized-text';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '../../../blocks/rich-text/policy';
import { EDITOR_NS } from '../../i18n';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import { otherLanguages, withLanguage } from './LocalizedTextWidget';
import type { WidgetProps } from './types';

// The same policy the server's sanitizer applies, so what the editor shows is what is saved.
const PURIFY = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|/(?!/)|#)`, 'i'),
};

/** Removes scripts, handlers and unsafe URLs before rich text enters the store. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, PURIFY);
}

/** Rich text (HTML): one textarea per UI language. The box keeps what was typed; the store gets it sanitized. */
export function RichTextWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t } = useTranslation(EDITOR_NS);
  const stored = (value ?? {}) as LocalizedText;
  const [typed, setTyped] = useState<LocalizedText>(stored);
  const [seen, setSeen] = useState(value);
  // Sanitizing a half-typed tag would destroy it, so the box only follows the store when the change came from elsewhere.
  if (seen !== value) {
    setSeen(value);
    const fromHere = UI_LANGUAGES.every((l) => sanitizeHtml(typed[l] ?? '') === (stored[l] ?? ''));
    if (!fromHere) setTyped(stored);
  }
  const change = (language: UiLanguage, html: string) => {
    setTyped((current) => ({ ...current, [language]: html }));
    onChange(withLanguage(value, language, sanitizeHtml(html)));
  };
  return (
    <fieldset className="inspector-field inspector-field--group">
      <legend>{field.label}</legend>
      {UI_LANGUAGES.map((language) => {
        const id = `${idPrefix}-${language}`;
        const messages = errors?.byKey[language];
        return (
          <div key={language} className="inspector-field__language">
            <label htmlFor={id}>{t('inspector.fieldLanguage', { field: field.label, language })}</label>
            <textarea
              id={id}
              rows={5}
              lang={language.replace('_', '-')}
              value={typed[language] ?? ''}
              onChange={(e) => change(language, e.target.value)}
              onBlur={() => setTyped(stored)}
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
