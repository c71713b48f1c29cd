import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../schemas/languages';
import { resolveLocalized } from '../../schemas/localized-text';
import { useSchool } from '../api/portal';
import { useCurrentUser, type CurrentUser } from '../auth/useCurrentUser';
import { OPEN_FEEDBACK_EVENT, loginUrlFor, schoolIdInPath } from './open-feedback';

// The dialog (with its validator) loads on first use, not with every page.
const FeedbackDialog = lazy(() => import('./FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

declare global {
  interface Window {
    /** The global help-box function: opens the feedback dialog (or the login flow for visitors). */
    openFeedback?: (schoolId?: string) => void;
  }
}

/** Opens the feedback dialog from the footer link (a DOM event) or `window.openFeedback()`; visitors go to log in. */
export function FeedbackHost() {
  const user = useCurrentUser();
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const signedIn = user.data;

  useEffect(() => {
    const open = (requested?: string) => {
      const id = requested || schoolIdInPath(window.location.pathname);
      if (!signedIn) {
        window.open(loginUrlFor(window.location), '_blank', 'noopener');
        return;
      }
      if (id) setSchoolId(id);
    };
    const onEvent = (e: Event) => open((e as CustomEvent<{ schoolId?: string }>).detail?.schoolId);
    window.addEventListener(OPEN_FEEDBACK_EVENT, onEvent);
    window.openFeedback = open;
    return () => {
      window.removeEventListener(OPEN_FEEDBACK_EVENT, onEvent);
      if (window.openFeedback === open) delete window.openFeedback;
    };
  }, [signedIn]);

  if (!schoolId || !signedIn) return null;
  return <OpenFeedback schoolId={schoolId} user={signedIn} onClose={() => setSchoolId(null)} />;
}

function OpenFeedback({ schoolId, user, onClose }: { schoolId: string; user: CurrentUser; onClose: () => void }) {
  const { i18n } = useTranslation();
  const school = useSchool(schoolId);
  const locale = isLanguage(i18n.language) ? i18n.language : 'zh_CN';
  const sender = {
    userId: user.user_id,
    userName: user.realName || user.displayName,
    schoolId,
    schoolName: resolveLocalized(school.data?.name, locale, locale),
  };
  return (
    <Suspense fallback={null}>
      <FeedbackDialog sender={sender} onClose={onClose} />
    </Suspense>
  );
}
