import type { FromSchema } from 'json-schema-to-ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

/** User-visible text in several languages: `{ "zh_CN": "...", "en_US": "..." }`. */
export const localizedTextSchema = {
  type: 'object',
  propertyNames: { enum: [...SUPPORTED_LANGUAGES] },
  additionalProperties: { type: 'string', maxLength: 20000 },
} as const;

export type LocalizedText = Partial<Record<Language, string>>;
// The schema and the type must agree; this line fails to compile when they drift apart.
export type LocalizedTextFromSchema = FromSchema<typeof localizedTextSchema>;

/** A localized text field with limits, for block props. */
export function localizedText(options: { maxLength?: number; title?: string; widget?: 'localized-text' | 'rich-text' } = {}) {
  return {
    type: 'object',
    title: options.title,
    'x-widget': options.widget ?? 'localized-text',
    propertyNames: { enum: [...SUPPORTED_LANGUAGES] },
    additionalProperties: { type: 'string', maxLength: options.maxLength ?? 2000 },
  } as const;
}

/**
 * The fallback chain of ARCHITECTURE §3: requested language → school default → zh_CN → any present.
 * Empty strings count as missing.
 */
export function resolveLocalized(
  text: LocalizedText | undefined | null,
  requested: Language,
  schoolDefault: Language = DEFAULT_LANGUAGE,
): string {
  if (!text) return '';
  for (const lang of [requested, schoolDefault, DEFAULT_LANGUAGE]) {
    const value = text[lang];
    if (value) return value;
  }
  for (const value of Object.values(text)) if (value) return value;
  return '';
}

/** Languages a text still lacks, out of the ones a school uses. */
export function missingLanguages(text: LocalizedText | undefined, languages: readonly Language[]): Language[] {
  return languages.filter((lang) => !text?.[lang]);
}
