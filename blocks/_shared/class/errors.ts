import { useEffect } from 'react';
import { isApiError } from '../../../renderer/api';
import { apiErrorMessageKey } from '../../../renderer/api-errors/api-error-text';
import { loadApiErrorMessages, type ApiErrorMessages } from '../../../renderer/api-errors/messages';
import type { RenderContext } from '../../../renderer/context';
import type { Language } from '../../../schemas/languages';
import { text } from '../messages';

const loaded = new Map<Language, ApiErrorMessages>();

/** Loads the API error messages of the page's language once, so a failure can be worded when it happens. */
export function useApiErrorMessages(locale: Language): void {
  useEffect(() => {
    if (!loaded.has(locale)) void loadApiErrorMessages(locale).then((m) => loaded.set(locale, m)).catch(() => undefined);
  }, [locale]);
}

/** A failure in the page's language: the message of its stable key, else the generic "try again". */
export function errorText(error: unknown, ctx: RenderContext): string {
  if (isApiError(error)) {
    const key = apiErrorMessageKey(error.key);
    const messages = loaded.get(ctx.locale) as unknown as Record<string, Record<string, string> | string> | undefined;
    if (key && messages) {
      const [area, reason] = key.split('.');
      const tree = messages[area!];
      const said = reason === undefined ? tree : typeof tree === 'object' ? tree[reason] : undefined;
      if (typeof said === 'string' && said) return said.replace(/\{\{\s*seconds\s*\}\}/g, '60');
    }
  }
  return text('classes.failed', ctx);
}
