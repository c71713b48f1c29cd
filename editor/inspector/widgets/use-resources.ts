import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { browserGetJson, designerApi, type ResourceList, type ResourceSource, type ResourceSummary } from '../../api';

/** A value that follows another after it has stayed the same for `ms` (typing in a search box). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Searches the school's resources of one type; the first ten, newest first. */
export function useResourceSearch(schoolId: string, type: number, keyword: string, source: ResourceSource = {}) {
  return useQuery({
    queryKey: ['designer', 'resource-search', schoolId, source.endpoint, type, keyword.trim()],
    queryFn: () => browserGetJson<ResourceList>(designerApi.resourceSearchPath(schoolId, type, keyword, source)),
    enabled: Boolean(schoolId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The resources with the given ids, for their titles. Keyed by the set of ids (sorted), so reordering
 * asks nothing new; the previous answer stays while a new pick is fetched.
 */
export function useResourceTitles(schoolId: string, type: number, ids: readonly string[], source: ResourceSource = {}) {
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: ['designer', 'resource-titles', schoolId, source.endpoint, type, sorted.join(',')],
    queryFn: () => browserGetJson<ResourceList>(designerApi.resourceTitlesPath(schoolId, type, sorted, source)),
    enabled: Boolean(schoolId) && ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Resources by id from any number of lists (search results and title look-ups). */
export function byId(...lists: (readonly ResourceSummary[] | undefined)[]): Map<string, ResourceSummary> {
  return new Map(lists.flatMap((list) => list ?? []).map((resource) => [String(resource.id), resource]));
}
