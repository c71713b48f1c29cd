import DOMPurify from 'dompurify';
import { useState } from 'react';
import { SUPPORTED_LANGUAGES, type Language } from '../../../schemas/languages';
import type { LocalizedText } from '../../../schemas/localized-text';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from '../../../blocks/rich-text/policy';
import { LanguageFields, withLanguage } from './LanguageFields';
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

/** Rich text (HTML): one textarea per shown language. The box keeps what was typed; the store gets it sanitized. */
export function RichTextWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const stored = (value ?? {}) as LocalizedText;
  const [typed, setTyped] = useState<LocalizedText>(stored);
  const [seen, setSeen] = useState(value);
  // Sanitizing a half-typed tag would destroy it, so the box only follows the store when the change came from elsewhere.
  if (seen !== value) {
    setSeen(value);
    const fromHere = SUPPORTED_LANGUAGES.every((l) => sanitizeHtml(typed[l] ?? '') === (stored[l] ?? ''));
    if (!fromHere) setTyped(stored);
  }
  const change = (language: Language, html: string) => {
    setTyped((current) => ({ ...current, [language]: html }));
    onChange(withLanguage(value, language, sanitizeHtml(html)));
  };
  return (
    <LanguageFields
      field={field}
      value={value}
      errors={errors}
      idPrefix={idPrefix}
      renderInput={({ language, id, lang, attributes }) => (
        <textarea
          id={id}
          rows={5}
          lang={lang}
          value={typed[language] ?? ''}
          onChange={(e) => change(language, e.target.value)}
          onBlur={() => setTyped(stored)}
          {...attributes}
        />
      )}
    />
  );
}
