import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { getJson } from '../api/client';
import { bindPath, postJson, type SignInResult } from '../api/identity';
import { safeRedirect } from '../auth/safe-redirect';
import { currentUserKey } from '../auth/useCurrentUser';
import { StatusMessage } from '../ui/StatusMessage';
import { LandingScreen } from './SimpleScreens';

const SCHOOL_ID = /^[1-9][0-9]{18}$/;

/**
 * `/` (spec §2): opened from the messaging app (with its `code` and the school as `state`) it tries
 * the free login first; then, for a school (`schoolId` or that `state`), an open school goes to its
 * portal, otherwise to the login page or the school's external sign-in. Without a school it is the
 * academy landing page.
 */
export function RootScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const code = search.get('code');
  const state = search.get('state');
  const schoolId = [search.get('schoolId'), state].find((id) => id && SCHOOL_ID.test(id)) ?? null;
  const [landing, setLanding] = useState(!code && !schoolId);
  const started = useRef(false);

  useEffect(() => {
    if (landing || started.current) return;
    started.current = true;
    const go = (target: string) => {
      if (target.startsWith('/api/')) window.location.assign(target); // the external sign-in starts on the server
      else navigate(safeRedirect(target), { replace: true });
    };
    const entry = () => {
      if (!schoolId) return setLanding(true);
      getJson<{ target: string }>(`/api/auth/open/entry?schoolId=${schoolId}`)
        .then((answer) => go(answer.target))
        .catch(() => navigate(`/abnormal/404`, { replace: true }));
    };
    if (!code || !state) return entry();
    postJson<SignInResult>('/api/welink/proxy/rest/v1/open/free_login', { code, state, platformType: search.get('platformType') ?? undefined })
      .then(async (result) => {
        if (result.status === 'bind') return navigate(bindPath(result), { replace: true });
        await queryClient.invalidateQueries({ queryKey: currentUserKey });
        go(result.redirect);
      })
      .catch(entry); // free login failed (030025 or not available): fall back to the school's home
  }, [code, landing, navigate, queryClient, schoolId, search, state]);

  if (landing) return <LandingScreen />;
  return <StatusMessage>{t('app.loading')}</StatusMessage>;
}
