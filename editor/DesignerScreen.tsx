import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockRegistry } from '../blocks';
import type { BlockRegistry } from '../renderer/block-definition';
import { Designer } from './Designer';
import { EDITOR_NS, useEditorMessages } from './i18n';
import { loadDraftReady, takePreloadedDraft } from './preload';
import { apiErrorText } from '../renderer/api-errors/api-error-text';
import { LoadingNote } from './ui/LoadingNote';

export interface DesignerScreenProps {
  schoolId: string;
  subSchoolId?: string;
  /** The block library; the app's own unless a test brings another. */
  registry?: BlockRegistry;
}

/** The /design screen: loads a page's draft of the school (or sub-school), the home page unless `?pageId=`, and opens the designer on it. */
export default function DesignerScreen({ schoolId, subSchoolId, registry = blockRegistry }: DesignerScreenProps) {
  const { i18n } = useTranslation();
  const messagesReady = useEditorMessages(i18n);
  const { t } = useTranslation(EDITOR_NS);
  const school = subSchoolId ?? schoolId;
  // `?pageId=` picks the page to edit (the page switcher sets it); the home page without it.
  const [pageId, setPageId] = useState(() => new URLSearchParams(globalThis.location?.search ?? '').get('pageId'));
  const switchPage = (id: string | null) => {
    const url = new URL(globalThis.location.href);
    if (id) url.searchParams.set('pageId', id);
    else url.searchParams.delete('pageId');
    globalThis.history.replaceState(globalThis.history.state, '', url);
    setPageId(id);
  };
  const homePath = subSchoolId ? `/portal/${schoolId}/sub-school/${subSchoolId}/home` : `/portal/${schoolId}/home`;
  const draft = useQuery({
    queryKey: ['designer', 'draft', school, pageId],
    // The route started loading this draft while the designer's code downloaded; take it, or load it now.
    queryFn: () => takePreloadedDraft(school, pageId) ?? loadDraftReady(school, pageId, registry),
    // The store owns the document once loaded; a background refetch must never replace the user's work.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  // Nothing to say until the designer's own words have arrived; the route's loading message was shown before.
  if (!messagesReady) return <LoadingNote className="designer-status" />;
  if (draft.isPending) return <LoadingNote className="designer-status">{t('loading')}</LoadingNote>;
  if (draft.isError) {
    return (
      <div className="designer-status" role="alert">
        <p>{t('loadFailed', { message: apiErrorText(draft.error, t) })}</p>
        <button type="button" onClick={() => void draft.refetch()} disabled={draft.isFetching}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const portalPath = draft.data.code === 'home' ? homePath : `${homePath}?pageId=${draft.data.pageId}`;
  return (
    <Designer
      key={`${school}:${draft.data.pageId}:${draft.dataUpdatedAt}`}
      registry={registry}
      draft={draft.data}
      schoolId={school}
      portalPath={portalPath}
      onSwitchPage={switchPage}
    />
  );
}
