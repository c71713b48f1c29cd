import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserGetJson } from '../api';
import { EDITOR_NS, pageNameIn, uiLanguage } from '../i18n';
import { useEditor } from '../store/StoreContext';

interface LanguageSetting {
  defaultLanguage: string | null;
  languages: string[];
}

/** The school's languages in its order: its default first, then the others it offers (none while loading or on failure). */
export function schoolLanguageOrder(setting: LanguageSetting | undefined): string[] {
  if (!setting) return [];
  const order = setting.defaultLanguage ? [setting.defaultLanguage] : [];
  for (const language of setting.languages ?? []) if (!order.includes(language)) order.push(language);
  return order;
}

/** The school's language order (the spec's language/setting/open), for names shown in the designer. */
export function useSchoolLanguageOrder(): string[] {
  const schoolId = useEditor((s) => s.session.schoolId);
  const setting = useQuery({
    queryKey: ['designer', 'school-language', schoolId],
    queryFn: () => browserGetJson<LanguageSetting>(`/api/school/language/setting/open?${new URLSearchParams({ schoolId })}`),
    enabled: !!schoolId,
    retry: false,
    staleTime: 300_000,
  });
  return schoolLanguageOrder(setting.data);
}

/** Names a stored page name in the UI language, falling back by the school's language order. */
export function usePageNamer(): (name: unknown) => string {
  const { i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const order = useSchoolLanguageOrder();
  return (name) => pageNameIn(name, language, order);
}
