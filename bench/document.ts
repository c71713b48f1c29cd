import { blockRegistry } from '../blocks';
import type { BlockNode, PageDocument } from '../schemas/page-document';

/**
 * The block types of portal home pages (the figures' baseline): the page-specific blocks of the class,
 * school, order, community and personal-space pages need their own pages' data, which the fake API
 * below does not answer.
 */
const HOME_PAGE_TYPES = new Set([
  'banner', 'boutique-live-cards', 'bulletin', 'class-cards', 'course-cards', 'divider', 'exam-cards', 'footer', 'hot-ranking', 'image',
  'knowledge-cards', 'learning-map-cards', 'live-cards', 'nav-header', 'points-leaderboard', 'rich-text', 'search', 'spacer', 'topic-cards', 'video-cards',
  'case-cards', 'project-cards',
]);

/** A document of `count` top-level blocks cycling through the defaults of the home pages' block types. */
export function bigDocument(count: number): PageDocument {
  const defs = [...blockRegistry.values()].filter((def) => !def.slots && HOME_PAGE_TYPES.has(def.type));
  if (defs.length !== HOME_PAGE_TYPES.size) throw new Error('a home page block type is missing from the registry');
  const blocks: BlockNode[] = Array.from({ length: count }, (_, i) => {
    const def = defs[i % defs.length]!;
    return { id: `b_${String(i).padStart(6, '0')}`, type: def.type, v: def.version, props: structuredClone(def.defaults) as Record<string, unknown> };
  });
  return { schemaVersion: 1, settings: { isfullPage: false }, blocks };
}

/** Answers every list call of a block with a small page of one item, as the API would. */
export async function fakeBlockApi<T>(path: string): Promise<T> {
  const item = { id: '2', title: { en_US: 'Course' }, coverUrl: '', zone: 0, enrolledCount: 3, viewCount: 1, createdAt: '', startsAt: null, endsAt: null };
  if (path.includes('default-banner')) return { slides: [] } as T;
  if (path.includes('navigations') || path.includes('facets')) return [] as T;
  if (path.includes('school-logo')) return { logoUrl: '', name: { en_US: 'School' } } as T;
  if (path.includes('hotSearch')) return { hot: [], history: [] } as T;
  if (path.includes('board=points')) return { list: [{ rank: 1, userId: '9', displayName: 'Lee', avatarUrl: '', points: 120 }] } as T;
  if (path.includes('leaderboard-resource')) return { list: [{ rank: 1, item }] } as T;
  return { list: [item], total: 1, pageNumber: 1, pageSize: 10 } as T;
}
