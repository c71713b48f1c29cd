import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { blockRegistry } from '../blocks';
import { Designer } from './Designer';
import { EDITOR_NS, registerEditorMessages } from './i18n';
import { loadHomeDraft } from './session/load-draft';

export interface DesignerScreenProps {
  schoolId: string;
  subSchoolId?: string;
}

/** The /design screen: loads the home page's draft of the school (or sub-school) and opens the designer on it. */
export default function DesignerScreen({ schoolId, subSchoolId }: DesignerScreenProps) {
  const { i18n } = useTranslation();
  registerEditorMessages(i18n);
  const { t } = useTranslation(EDITOR_NS);
  const school = subSchoolId ?? schoolId;
  const portalPath = subSchoolId ? `/portal/${schoolId}/sub-school/${subSchoolId}/home` : `/portal/${schoolId}/home`;
  const draft = useQuery({
    queryKey: ['designer', 'draft', school],
    queryFn: () => loadHomeDraft(school, blockRegistry),
    // The store owns the document once loaded; a background refetch must never replace the user's work.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (draft.isPending) {
    return (
      <p className="designer-status" role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (draft.isError) {
    return (
      <div className="designer-status" role="alert">
        <p>{t('loadFailed', { message: draft.error.message })}</p>
        <button type="button" onClick={() => void draft.refetch()} disabled={draft.isFetching}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <Designer key={`${school}:${draft.dataUpdatedAt}`} registry={blockRegistry} draft={draft.data} schoolId={school} portalPath={portalPath} />;
}
