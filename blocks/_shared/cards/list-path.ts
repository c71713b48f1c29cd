import { CARD_RANKING_KIND } from '../../../schemas/enums';
import type { CardListProps } from './card-schema';
import type { CardTypeSpec } from './types';

/** How many cards the block shows: the chosen items when custom, else `count`. */
export function cardSlots(props: CardListProps): number {
  return props.rankingKind === CARD_RANKING_KIND.custom ? props.customIds.length : props.count;
}

/** The list call of a card block; the browser and the server prefetch build the same one. */
export function cardListPath(spec: CardTypeSpec, schoolId: string, props: CardListProps): string {
  const query = new URLSearchParams({ schoolId });
  if (spec.sendsType && spec.resourceType !== undefined) query.set('type', String(spec.resourceType));
  query.set('pageNumber', '1');
  query.set('pageSize', String(Math.max(1, cardSlots(props))));
  query.set('sort', String(props.sort));
  query.set('zone', String(props.zone));
  query.set('rankingKind', String(props.rankingKind));
  if (props.rankingKind === CARD_RANKING_KIND.custom) query.set('ids', props.customIds.join(','));
  if (props.categoryIds?.length) query.set('categoryIds', props.categoryIds.join(','));
  return `${spec.endpoint}?${query}`;
}

/**
 * The search page for this list's type and filters, using the spec's search parameters
 * (cardType, sort, categoryIds, member). Types without a RESOURCE_TYPE have no search tab.
 */
export function moreHref(spec: CardTypeSpec, schoolId: string, props: CardListProps): string | null {
  if (spec.moreHref) return spec.moreHref(schoolId);
  if (spec.resourceType === undefined) return null;
  const query = new URLSearchParams({ cardType: String(spec.resourceType), sort: String(props.sort) });
  if (props.categoryIds?.length) query.set('categoryIds', props.categoryIds.join(','));
  if (props.zone) query.set('member', String(props.zone));
  return `/portal/${schoolId}/search?${query}`;
}
