import { useQuery } from '@tanstack/react-query';
import { ApiError, getJson } from '../api/client';

export interface CurrentUser {
  user_id: string;
  nickName: string | null;
  realName: string | null;
  avatarUrl: string | null;
  mobile: string | null;
  email: string | null;
  displayName: string;
}

export const currentUserKey = ['accounts', 'me'] as const;

/** The logged-in user, or null for a visitor. */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserKey,
    queryFn: async () => {
      try {
        return await getJson<CurrentUser>('/api/accounts/users/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}
