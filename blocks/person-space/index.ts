import { defineBlock, type LoaderContext } from '../../renderer/block-definition';
import { isId } from '../../schemas/ids';
import { loaderQuery, loaderRouteParams } from '../_shared/page-context';
import { PART_OF, personSpaceSchema, SPACE_TABS, type PersonSpaceProps, type SpaceData, type SpaceSummary, type SpaceTab } from './schema';

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
  if (tab === 'settings') return { tab, summary, settings: await ctx.getJson(`${BASE}/settings?schoolId=${encodeURIComponent(ctx.schoolId)}`) };
  const answer = await ctx.getJson<unknown>(`${BASE}/${TAB_PATH[tab]}?${query}&pageSize=50`);
  if (tab === 'learningProcess') return { tab, summary, study: answer as SpaceData['study'] };
  if (tab === 'dynamics' || tab === 'works') return { tab, summary, items: answer as SpaceData['items'] };
  return { tab, summary, people: answer as SpaceData['people'] };
}

/** A member's personal space: head with fans and follows, and the route's tab, as far as the owner allows. */
export const personSpace = defineBlock<PersonSpaceProps, SpaceData>({
  type: 'person-space',
  version: 1,
  schema: personSpaceSchema,
  defaults: { showOwnerTabs: true },
  palette: { label: 'block.person-space', icon: 'user-round', category: 'content' },
  migrations: [],
  load: () => import('./PersonSpace'),
  data: {
    key: (_props, ctx) => [ctx.schoolId, spaceTarget(ctx).tab, spaceTarget(ctx).userId],
    fetch: (_props, ctx) => fetchSpace(ctx),
  },
});
