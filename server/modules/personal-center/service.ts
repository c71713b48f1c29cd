import { eq } from 'drizzle-orm';
import { RESOURCE_TYPE } from '../../../schemas/enums';
import type { Db } from '../../db/database';
import { nextId } from '../../db/ids';
import { users } from '../../db/schema';
import { withTenant, type Tx } from '../../db/tenant';
import { AppError, unauthenticated } from '../../http/app-error';
import type { UserRow } from '../auth/repository';
import { rolesIn, requireVisitor } from '../schools/access';
import type { SchoolRef } from '../schools/repository';
import { pageOf } from '../school-directory/paging';
import * as repo from './repository';

/** Who may see which part of a space; the owner's choice, or these defaults. */
export const DEFAULT_SPACE_SETTINGS = { showDynamics: true, showWorks: true, showLearning: true, showFans: true, showFollows: true, showVisitors: false };
export type SpaceSettings = typeof DEFAULT_SPACE_SETTINGS;
export type SpacePart = 'dynamics' | 'works' | 'learning' | 'fans' | 'follows' | 'visitors';
const SETTING_OF: Record<SpacePart, keyof SpaceSettings> = {
  dynamics: 'showDynamics', works: 'showWorks', learning: 'showLearning', fans: 'showFans', follows: 'showFollows', visitors: 'showVisitors',
};

const spaceNotFound = () => new AppError(404, 'space.not_found', 'This member has no space in this school.');
const hidden = () => new AppError(403, 'space.hidden', 'The member keeps this part of their space to themselves.');

/**
 * What lists show of a member: their name and picture only. No account name either: an account made
 * from a mobile number or an e-mail address is named by it (the screens say "Member" instead).
 */
export function presentPerson(row: repo.PersonRow) {
  return { id: row.id, displayName: row.realName || row.nickName, avatarUrl: row.avatarUrl || null };
}

interface Viewing {
  tx: Tx;
  school: SchoolRef;
  viewer: UserRow;
  ownerId: string;
  self: boolean;
  settings: SpaceSettings;
}

/**
 * Runs `fn` on a member's space as a logged-in viewer who may see the school: 401 anonymous, 403 for
 * a closed school's outsiders, 404 when the owner is no member of the school.
 */
async function viewSpace<T>(db: Db, school: SchoolRef, viewer: UserRow | null, ownerId: string | undefined, fn: (v: Viewing) => Promise<T>): Promise<T> {
  if (!viewer) throw unauthenticated();
  await requireVisitor(db, viewer, school);
  const owner = ownerId ?? viewer.id;
  return withTenant(db, school.tenantId, async (tx) => {
    const self = owner === viewer.id;
    if (!self && (await rolesIn(tx, school, owner)).length === 0) throw spaceNotFound();
    const row = await repo.findSettings(tx, school.id, owner);
    const settings = row ? pickSettings(row) : { ...DEFAULT_SPACE_SETTINGS };
    return fn({ tx, school, viewer, ownerId: owner, self, settings });
  });
}

function pickSettings(row: SpaceSettings): SpaceSettings {
  return { showDynamics: row.showDynamics, showWorks: row.showWorks, showLearning: row.showLearning, showFans: row.showFans, showFollows: row.showFollows, showVisitors: row.showVisitors };
}

/** The owner always sees everything; others see what the owner allows. */
const mayView = (v: Viewing, part: SpacePart) => v.self || v.settings[SETTING_OF[part]];
function requirePart(v: Viewing, part: SpacePart) {
  if (!mayView(v, part)) throw hidden();
}

/** The head of a space: owner, counts, what the viewer may see; a visit by someone else is recorded. */
export function spaceSummary(db: Db, school: SchoolRef, viewer: UserRow | null, ownerId?: string) {
  return viewSpace(db, school, viewer, ownerId, async (v) => {
    const [owner] = await v.tx.select(repo.personColumns).from(users).where(eq(users.id, v.ownerId)).limit(1);
    if (!owner) throw spaceNotFound();
    if (!v.self) await repo.recordVisit(v.tx, { tenantId: school.tenantId, schoolId: school.id, ownerId: v.ownerId, visitorId: v.viewer.id });
    const counts = await repo.countFollows(v.tx, school.id, v.ownerId);
    const parts = Object.keys(SETTING_OF) as SpacePart[];
    return {
      owner: presentPerson(owner),
      self: v.self,
      following: v.self ? false : await repo.isFollowing(v.tx, school.id, v.viewer.id, v.ownerId),
      fanCount: counts.fans,
      followCount: counts.follows,
      visible: Object.fromEntries(parts.map((p) => [p, mayView(v, p)])) as Record<SpacePart, boolean>,
    };
  });
}

/** A page of a member's fans or follows. */
export function followList(db: Db, school: SchoolRef, viewer: UserRow | null, which: 'fans' | 'follows', ownerId: string | undefined, paging: { pageNumber: number; pageSize: number }) {
  return viewSpace(db, school, viewer, ownerId, async (v) => {
    requirePart(v, which);
    const { list, total } = await repo.pageFollowList(v.tx, school.id, v.ownerId, which, paging.pageSize, (paging.pageNumber - 1) * paging.pageSize);
    return pageOf(list.map((p) => ({ ...presentPerson(p), since: p.since.toISOString() })), total, paging);
  });
}

/** Follows (or stops following) a member of the school. */
export function setFollow(db: Db, school: SchoolRef, viewer: UserRow | null, targetId: string, follow: boolean) {
  if (viewer && viewer.id === targetId) throw new AppError(400, 'follow.self', 'You cannot follow yourself.', [{ pointer: '/userId', message: 'is you' }]);
  return viewSpace(db, school, viewer, targetId, async (v) => {
    if (follow) await repo.insertFollow(v.tx, { tenantId: school.tenantId, schoolId: school.id, followerId: v.viewer.id, followeeId: v.ownerId });
    else await repo.deleteFollow(v.tx, school.id, v.viewer.id, v.ownerId);
    return { following: follow, fanCount: (await repo.countFollows(v.tx, school.id, v.ownerId)).fans };
  });
}

/** Who visited a space, latest first: the owner, or anyone when the owner shows visitors. */
export function visitorList(db: Db, school: SchoolRef, viewer: UserRow | null, ownerId: string | undefined, paging: { pageNumber: number; pageSize: number }) {
  return viewSpace(db, school, viewer, ownerId, async (v) => {
    requirePart(v, 'visitors');
    const { list, total } = await repo.pageVisitors(v.tx, school.id, v.ownerId, paging.pageSize, (paging.pageNumber - 1) * paging.pageSize);
    return pageOf(list.map((p) => ({ ...presentPerson(p), visitedAt: p.visitedAt.toISOString() })), total, paging);
  });
}

/** The viewer's own space settings. */
export function readSettings(db: Db, school: SchoolRef, viewer: UserRow | null) {
  return viewSpace(db, school, viewer, undefined, async (v) => v.settings);
}

/** Saves the viewer's own space settings (all six switches). */
export function saveSettings(db: Db, school: SchoolRef, viewer: UserRow | null, settings: SpaceSettings) {
  return viewSpace(db, school, viewer, undefined, async (v) => {
    await repo.upsertSettings(v.tx, { tenantId: school.tenantId, schoolId: school.id, userId: v.viewer.id, ...pickSettings(settings) });
    return pickSettings(settings);
  });
}

/** A member's courses, exams and classes with progress (spec study-process). */
export function studyProcess(db: Db, school: SchoolRef, viewer: UserRow | null, ownerId?: string) {
  return viewSpace(db, school, viewer, ownerId, async (v) => {
    requirePart(v, 'learning');
    const rows = await repo.studyList(v.tx, school.id, v.ownerId, [RESOURCE_TYPE.course, RESOURCE_TYPE.exam, RESOURCE_TYPE.class]);
    return rows.map((r) => ({ id: r.id, type: r.type, title: r.title, coverUrl: r.coverUrl || null, progress: r.percent ?? 0, enrolledAt: r.enrolledAt.toISOString() }));
  });
}

/** A page of a member's dynamics or works. */
export function itemList(db: Db, school: SchoolRef, viewer: UserRow | null, kind: 'dynamic' | 'work', ownerId: string | undefined, paging: { pageNumber: number; pageSize: number }) {
  return viewSpace(db, school, viewer, ownerId, async (v) => {
    requirePart(v, kind === 'dynamic' ? 'dynamics' : 'works');
    const { list, total } = await repo.pageItems(v.tx, school.id, v.ownerId, kind, paging.pageSize, (paging.pageNumber - 1) * paging.pageSize);
    return pageOf(list.map((i) => ({ id: i.id, kind: i.kind, title: i.title, body: i.body, createdAt: i.createdAt.toISOString() })), total, paging);
  });
}

/** Posts a dynamic or a work in the viewer's own space. */
export function postItem(db: Db, school: SchoolRef, viewer: UserRow | null, item: { kind: 'dynamic' | 'work'; title?: string; body: string }) {
  return viewSpace(db, school, viewer, undefined, async (v) => {
    if ((await rolesIn(v.tx, school, v.viewer.id)).length === 0) throw new AppError(403, 'space.members_only', 'Only members of this school have a space here.');
    const row = { tenantId: school.tenantId, id: nextId(), schoolId: school.id, userId: v.viewer.id, kind: item.kind, title: item.title?.trim() ?? '', body: item.body.trim(), createdAt: new Date() };
    await repo.insertItem(v.tx, row);
    return { id: row.id, kind: row.kind, title: row.title, body: row.body, createdAt: row.createdAt.toISOString() };
  });
}

/** A page of a (sub-)school's fans, and whether the viewer is one. Visitors may look; following needs a login. */
export async function schoolFanList(db: Db, school: SchoolRef, viewer: UserRow | null, paging: { pageNumber: number; pageSize: number }) {
  await requireVisitor(db, viewer, school);
  return withTenant(db, school.tenantId, async (tx) => {
    const { list, total } = await repo.pageSchoolFans(tx, school.id, paging.pageSize, (paging.pageNumber - 1) * paging.pageSize);
    const following = viewer ? await repo.isSchoolFan(tx, school.id, viewer.id) : false;
    return { ...pageOf(list.map((p) => ({ ...presentPerson(p), since: p.since.toISOString() })), total, paging), following };
  });
}

/** Becomes (or stops being) a fan of a school. */
export async function setSchoolFan(db: Db, school: SchoolRef, viewer: UserRow | null, follow: boolean) {
  if (!viewer) throw unauthenticated();
  await requireVisitor(db, viewer, school);
  return withTenant(db, school.tenantId, async (tx) => {
    if (follow) await repo.insertSchoolFan(tx, { tenantId: school.tenantId, schoolId: school.id, userId: viewer.id });
    else await repo.deleteSchoolFan(tx, school.id, viewer.id);
    const { total } = await repo.pageSchoolFans(tx, school.id, 1, 0);
    return { following: follow, fanCount: total };
  });
}
