import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../../../schemas/languages';
import { missingLanguages, type LocalizedText } from '../../../schemas/localized-text';
import { EDITOR_NS, uiLanguage } from '../../i18n';
import { sanitizeHtml } from '../../rich-text/rich-html';
import { ToolButton } from '../../ui/ToolButton';
import { allMessages } from '../field-errors';
import { usePageLanguages } from '../page-languages';
import { errorAttributes, FieldErrorText } from './FieldErrorText';
import { ALWAYS_SHOWN, withLanguage } from './LanguageFields';
import type { WidgetProps } from './types';
import { LoadingNote } from '../../ui/LoadingNote';

// ProseMirror is the designer's largest piece: it downloads when a rich text field is first shown.
const RichTextEditor = lazy(() => import('../../rich-text/RichTextEditor'));

/**
 * Rich text, one language at a time: a language switch, the text edited as it looks (TipTap), and an
 * optional HTML source view. Whatever is typed reaches the store sanitized.
 */
export function RichTextWidget({ field, value, errors, idPrefix, onChange }: WidgetProps) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const stored = (value && typeof value === 'object' ? value : {}) as LocalizedText;
  const used = usePageLanguages();
  const ui = uiLanguage(i18n.language);
  const [language, setLanguage] = useState<Language>(() => (stored[ui] !== undefined || ALWAYS_SHOWN.includes(ui) ? ui : 'zh_CN'));
  const [source, setSource] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const expected = SUPPORTED_LANGUAGES.filter((l) => ALWAYS_SHOWN.includes(l) || used.includes(l));
  const missing = missingLanguages(stored, expected);
  const errorId = `${idPrefix}-error`;
  const messages = [...(errors?.own ?? []), ...allMessages(errors?.byKey[language])];
  const html = stored[language] ?? '';
  const set = (next: string) => onChange(withLanguage(value, language, next));

  return (
    <fieldset className="inspector-field inspector-field--group rich-field">
      <legend>{field.label}</legend>
      <div className="rich-field__bar">
        <label className="rich-field__language">
          <span className="designer-live">{t('richText.language', { label: field.label })}</span>
          <select
            id={`${idPrefix}-language`}
            className="d-select"
            value={language}
            aria-label={t('richText.language', { label: field.label })}
            onChange={(event) => {
              if (isLanguage(event.target.value)) setLanguage(event.target.value);
              setTyped(null);
            }}
          >
            {SUPPORTED_LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l.replace('_', '-')}>
                {stored[l] ? `${LANGUAGE_NAMES[l]} ✓` : LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <ToolButton
          label={t('richText.source')}
          icon="code"
          iconOnly
          variant="quiet"
          aria-pressed={source}
          onClick={() => {
            setSource(!source);
            setTyped(null);
          }}
        />
      </div>
      {missing.length > 0 && (
        <p className="inspector-missing" role="note">
          {t('inspector.missing', { languages: missing.join(', ') })}
        </p>
      )}
      {source ? (
        <textarea
          id={`${idPrefix}-${language}`}
          rows={6}
          lang={language.replace('_', '-')}
          aria-label={t('inspector.fieldLanguage', { field: `${field.label} HTML`, language })}
          value={typed ?? html}
          onChange={(event) => {
            // The box keeps what was typed (a half-typed tag would not survive sanitizing); the store gets it clean.
            setTyped(event.target.value);
            set(sanitizeHtml(event.target.value));
          }}
          onBlur={() => setTyped(null)}
          {...errorAttributes(errorId, messages)}
        />
      ) : (
        <Suspense fallback={<LoadingNote>{t('loadingEditor')}</LoadingNote>}>
          <RichTextEditor
            key={language}
            html={html}
            onChange={set}
            label={t('inspector.fieldLanguage', { field: field.label, language })}
            lang={language.replace('_', '-')}
            describedBy={messages.length ? errorId : undefined}
          />
        </Suspense>
      )}
      <FieldErrorText id={errorId} messages={messages} />
    </fieldset>
  );
}
