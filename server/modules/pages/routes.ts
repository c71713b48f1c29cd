import type { FastifyInstance } from 'fastify';
import { ID_PATTERN } from '../../../schemas/ids';
import { AppError, unauthenticated } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { readRoute, schoolOf, visibleSchool } from '../../http/read-route';
import { requireAdministrator, requireVisitor, resolveSchool } from '../schools/access';
import { presentDraft, presentPageListItem, presentReleasedPage } from './presenter';
import { pageAdminRoutes } from './page-admin-routes';
import { versionRoutes } from './version-routes';
import { assertAcceptable, documentTexts } from '../moderation/checker';
import { getDraft, getReleasedPage, listPages, releasePage, saveDraft } from './service';

const BASE = '/api/portal/api/v1/portal';
/** The longest note a release may carry (also a check constraint of migration 0060). */
const MAX_RELEASE_NOTE = 500;
const pageId = { type: 'string', pattern: ID_PATTERN } as const;
const PAGE_CODE_PATTERN = '^[a-z][a-z0-9-]{0,40}$';
const schoolQuery = { type: 'object', required: ['schoolId'], properties: { schoolId: { type: 'string' } } } as const;

interface SchoolQuery { schoolId: string }
interface PageQuery extends SchoolQuery { pageId?: string; code?: string }
interface SaveBody { pageId: string; revision: number; document: unknown }

/** Page list, released page read, draft read/save and release (docs/api.md). */
export async function pageRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  await versionRoutes(app);
  await pageAdminRoutes(app);

  app.get<{ Querystring: SchoolQuery }>(`${BASE}/pages`, { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireVisitor(db(), request.user, school);
    return ok((await listPages(db(), school)).map(presentPageListItem));
  });
  // The v2 page API (spec §9: key pageApiMainSwitch and the white lists pick one per school); both answer.
  app.get<{ Querystring: SchoolQuery }>(`${BASE}/v2/pages`, { schema: { querystring: schoolQuery } }, async (request) => {
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireVisitor(db(), request.user, school);
    const list = (await listPages(db(), school)).map(presentPageListItem);
    return ok({ list, total: list.length });
  });

  const releasedQuery = {
    type: 'object',
    required: ['schoolId'],
    properties: { schoolId: { type: 'string' }, pageId, code: { type: 'string', pattern: PAGE_CODE_PATTERN } },
  } as const;
  readRoute<PageQuery>(app, `${BASE}/getPageDetailsById`, { querystring: releasedQuery }, async (input) => {
    const { pageId: id, code } = input.query;
    await schoolOf(input, input.query.schoolId);
    if (!id && !code) throw new AppError(400, 'request.invalid_query', 'Give pageId or code.', [{ pointer: '/pageId', message: 'is required when code is absent' }]);
    const school = await visibleSchool(input, input.query.schoolId);
    const { page, version } = await getReleasedPage(input.db, school, id ? { pageId: id } : { code });
    return presentReleasedPage(page, version);
  });

  const draftQuery = { type: 'object', required: ['schoolId', 'pageId'], properties: { schoolId: { type: 'string' }, pageId } } as const;
  app.get<{ Querystring: Required<Omit<PageQuery, 'code'>> }>(`${BASE}/select-user-renovation`, { schema: { querystring: draftQuery } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireAdministrator(db(), request.user, school);
    const { page, draft } = await getDraft(db(), school, request.query.pageId);
    return ok(presentDraft(page, draft));
  });

  const saveBody = {
    type: 'object',
    required: ['pageId', 'revision', 'document'],
    properties: { pageId, revision: { type: 'integer', minimum: 0 }, document: {} },
  } as const;
  app.post<{ Querystring: SchoolQuery; Body: SaveBody }>(
    `${BASE}/insert-user-renovation`,
    { schema: { querystring: schoolQuery, body: saveBody } },
    async (request) => {
      if (!request.user) throw unauthenticated();
      const school = await resolveSchool(db(), request.query.schoolId);
      await requireAdministrator(db(), request.user, school);
      const { pageId: id, revision, document } = request.body;
      return ok({ revision: await saveDraft(db(), school, { pageId: id, revision, document, userId: request.user.id }) });
    },
  );

  const releaseQuery = { type: 'object', required: ['schoolId', 'id'], properties: { schoolId: { type: 'string' }, id: pageId } } as const;
  app.put<{ Querystring: SchoolQuery & { id: string }; Body: unknown }>(`${BASE}/release-pages`, { schema: { querystring: releaseQuery } }, async (request) => {
    if (!request.user) throw unauthenticated();
    const school = await resolveSchool(db(), request.query.schoolId);
    await requireAdministrator(db(), request.user, school);
    const revision = revisionOf(request.body);
    // The page's words go through moderationSyncTexts before anyone can see them.
    const { texts, pointers } = documentTexts((await getDraft(db(), school, request.query.id)).draft.document);
    await assertAcceptable(app.moderation, texts, pointers.map((p) => `/document${p}`));
    const version = await releasePage(db(), school, { pageId: request.query.id, revision, note: noteOf(request.body), userId: request.user.id });
    app.renderCache.forgetSchool(school.id); // visitors see the new version at once
    return ok({ version: version.version, releasedAt: version.releasedAt.toISOString() });
  });
}

/** The optional `note` of a release body: trimmed, at most 500 characters; empty means none. */
function noteOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const note = (body as { note?: unknown }).note;
  if (note === undefined || note === null) return null;
  if (typeof note !== 'string' || note.trim().length > MAX_RELEASE_NOTE) {
    throw new AppError(400, 'request.invalid_body', `note must be text of at most ${MAX_RELEASE_NOTE} characters.`, [{ pointer: '/note', message: `must be a string of at most ${MAX_RELEASE_NOTE} characters` }]);
  }
  return note.trim() || null;
}

/** The optional `{ revision }` body of a release; the body itself may be absent. */
function revisionOf(body: unknown): number | undefined {
  if (body === undefined || body === null || body === '') return undefined;
  const revision = typeof body === 'object' ? (body as { revision?: unknown }).revision : Symbol('bad');
  if (revision === undefined) return undefined;
  if (typeof revision === 'number' && Number.isInteger(revision) && revision >= 0) return revision;
  throw new AppError(400, 'request.invalid_body', 'revision must be a whole number ≥ 0.', [{ pointer: '/revision', message: 'must be an integer ≥ 0' }]);
}
