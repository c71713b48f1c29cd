import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';
import { apiFetch, apiUpload, readEnvelope } from '../../../renderer/api';
import type { LoaderContext } from '../../../renderer/block-definition';
import { isId } from '../../../schemas/ids';
import { loaderRouteParams } from '../page-context';

/** What isTheClassTeacher answers: the caller's standing in the class. */
export interface ClassRole {
  classId: string;
  isTheClassTeacher: boolean;
  isAdministrator: boolean;
  canManage: boolean;
  enrolled: boolean;
}

/** The class of the route, or null when the route names none. */
export function routeClassId(ctx: Pick<LoaderContext, 'routeParams'>): string | null {
  const id = loaderRouteParams(ctx as LoaderContext).classId;
  return isId(id) ? id : null;
}

/** `path` with the school as `schoolId` (loaders: the server render cannot add the tenantId header). */
export const withSchool = (path: string, schoolId: string) => `${path}${path.includes('?') ? '&' : '?'}schoolId=${encodeURIComponent(schoolId)}`;

// Role requests in flight, per getJson (one per page in the browser, one per request on the server):
// the class blocks of a page load together and share one answer; a later reload asks again.
const inFlight = new WeakMap<LoaderContext['getJson'], Map<string, Promise<ClassRole>>>();

/** The caller's role in the route's class, through the loader's getJson. */
export function loadRole(ctx: LoaderContext, classId: string): Promise<ClassRole> {
  let pending = inFlight.get(ctx.getJson);
  if (!pending) inFlight.set(ctx.getJson, (pending = new Map()));
  const key = `${ctx.schoolId}/${classId}`;
  let role = pending.get(key);
  if (!role) {
    role = ctx.getJson<ClassRole>(withSchool(`/api/manager/isTheClassTeacher/${classId}`, ctx.schoolId));
    pending.set(key, role);
    const forget = () => pending.delete(key);
    role.then(forget, forget);
  }
  return role;
}

/** A class call from the browser in the school's name (the spec's tenantId header); failures throw ApiError. */
export async function classCall<T = unknown>(schoolId: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { tenantId: schoolId };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return readEnvelope<T>(await apiFetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
}

/** A stored class file, as the upload answers. */
export interface UploadedClassFile {
  id: string;
  name: string;
  kind: 1 | 2 | 3;
  contentType: string;
  static_url: string;
}

/**
 * Uploads one file as a class file: opens a slot (v1/getUploadUrl), then PUTs the bytes with progress
 * reported 0–100. The server decides the type by content; failures reject with ApiError.
 */
export async function uploadClassFile(schoolId: string, file: File, onProgress: (percent: number) => void): Promise<UploadedClassFile> {
  const slot = await classCall<{ url: string }>(schoolId, 'GET', `/api/manager/v1/getUploadUrl?fileName=${encodeURIComponent(file.name)}&bucketName=static`);
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiUpload(slot.url, { headers: { tenantId: schoolId }, body: form, onProgress: (fraction) => onProgress(Math.round(fraction * 100)) });
  onProgress(100);
  return readEnvelope<UploadedClassFile>(response);
}

/** Reloads every class block's data (after a change one block made that others show). */
export function useClassRefresh(): () => Promise<void> {
  // Without a query client (a block drawn on its own) there is nothing to reload.
  const client = useContext(QueryClientContext);
  return useCallback(
    async () => { await client?.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'block' && String(q.queryKey[1]).startsWith('class-') }); },
    [client],
  );
}

/** A paged class list. */
export interface Paged<T> {
  list: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}
