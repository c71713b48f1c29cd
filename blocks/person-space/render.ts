import { defineRender, type LoaderContext } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import type { OAuthConsent } from '../../schemas/oauth-scopes';
import { loaderQuery, loaderRouteParams } from '../_shared/page-context';
import type { PersonSpaceProps, SpaceData, SpaceSummary } from './schema';

/** The tabs of spec §2 (dynamics, works, learningProcess, fan, follow) and the owner's own two. */
export const SPACE_TABS = ['dynamics', 'works', 'learningProcess', 'fan', 'follow', 'visitor', 'settings'] as const;
export type SpaceTab = (typeof SPACE_TABS)[number];

/** Which part of the space (the server's visibility names) each tab shows. */
export const PART_OF: Record<SpaceTab, 'dynamics' | 'works' | 'learning' | 'fans' | 'follows' | 'visitors' | 'settings'> = {
  dynamics: 'dynamics', works: 'works', learningProcess: 'learning', fan: 'fans', follow: 'follows', visitor: 'visitors', settings: 'settings',
};

const BASE = '/api/personal-center/v1';

/** The route's tab (dynamics when none or unknown) and the space's owner (`userId`, else the viewer). */
export function spaceTarget(ctx: Pick<LoaderContext, 'routeParams' | 'query'>): { tab: SpaceTab; userId: string | null } {
  const tab = loaderRouteParams(ctx as LoaderContext).tab;
  const userId = loaderQuery(ctx as LoaderContext).userId;
  return { tab: (SPACE_TABS as readonly string[]).includes(tab ?? '') ? (tab as SpaceTab) : 'dynamics', userId: isId(userId) ? userId : null };
}

const TAB_PATH: Record<SpaceTab, string> = {
  dynamics: 'dynamics', works: 'works', learningProcess: 'study-process', fan: 'fan', follow: 'follow', visitor: 'visitor', settings: 'settings',
};

async function fetchSpace(ctx: LoaderContext): Promise<SpaceData> {
  const { tab, userId } = spaceTarget(ctx);
  const query = new URLSearchParams({ schoolId: ctx.schoolId, ...(userId ? { userId } : {}) });
  const summary = await ctx.getJson<SpaceSummary>(`${BASE}/space?${query}`);
  const part = PART_OF[tab];
  if (part === 'settings' ? !summary.self : !summary.visible[part]) return { tab, summary, hidden: true };
  if (tab === 'settings') {
    const [settings, applications] = await Promise.all([
      ctx.getJson<SpaceData['settings']>(`${BASE}/settings?schoolId=${encodeURIComponent(ctx.schoolId)}`),
      // The switches stay usable when the list cannot be read; the list says so itself.
      ctx.getJson<OAuthConsent[]>(`${BASE}/applications`).catch(() => null),
    ]);
    return { tab, summary, settings, applications };
  }
  const answer = await ctx.getJson<unknown>(`${BASE}/${TAB_PATH[tab]}?${query}&pageSize=50`);
  if (tab === 'learningProcess') return { tab, summary, study: answer as SpaceData['study'] };
  if (tab === 'dynamics' || tab === 'works') return { tab, summary, items: answer as SpaceData['items'] };
  return { tab, summary, people: answer as SpaceData['people'] };
}

/** The person-space block as pages draw it. */
export const personSpaceRender = defineRender<PersonSpaceProps, SpaceData>({
  type: 'person-space',
  version: 1,
  migrations: [],
  load: () => import('./PersonSpace'),
  data: {
    key: (_props, ctx) => [ctx.schoolId, spaceTarget(ctx).tab, spaceTarget(ctx).userId],
    fetch: (_props, ctx) => fetchSpace(ctx),
  },
});
