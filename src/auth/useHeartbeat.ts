import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { send } from '../api/client';
import { currentUserKey, useCurrentUser } from './useCurrentUser';

/** Spec §9: the heartbeat interval while logged in. */
export const HEARTBEAT_MS = 300_000;
/** Where the heartbeat goes; the server writes one log line per call. */
export const HEARTBEAT_PATH = '/api/platform/v1/heartbeat';

/**
 * While a user is logged in, asks for the user every 5 minutes (spec §4). The call renews the session
 * when its access token ran out; a session that has ended turns the app back to a visitor.
 */
export function useHeartbeat(): void {
  const queryClient = useQueryClient();
  const loggedIn = Boolean(useCurrentUser().data);
  useEffect(() => {
    if (!loggedIn) return;
    const timer = setInterval(() => {
      // The server logs each beat (POST /api/platform/v1/heartbeat); a failed one changes nothing here.
      void send('POST', HEARTBEAT_PATH).catch(() => undefined);
      void queryClient.refetchQueries({ queryKey: currentUserKey });
    }, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [loggedIn, queryClient]);
}
