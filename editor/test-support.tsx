import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from '../schemas/languages';
import { ensureEditorMessages } from './i18n';

/** An i18next instance like the app's (default namespace 'translation', no editor bundle until the designer adds it). */
export async function testI18n(lng: Language = 'en_US') {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'zh_CN', resources: {}, interpolation: { escapeValue: false } });
  return i18n;
}

/** Like testI18n, with the designer's messages for that language already loaded (for components below DesignerScreen). */
export async function editorI18n(lng: Language = 'en_US') {
  const i18n = await testI18n(lng);
  await ensureEditorMessages(i18n, lng);
  return i18n;
}

/** Wraps a designer element in the providers the app gives it. */
export function withProviders(i18n: Awaited<ReturnType<typeof testI18n>>, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{element}</QueryClientProvider>
    </I18nextProvider>
  );
}
