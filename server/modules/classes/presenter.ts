import { ENROLLMENT } from '../../../schemas/enums';
import type { ResourceRow } from '../resources/repository';
import type { EnrollmentResult } from './service';
import { presentSession, type SessionRow } from './sessions';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const enrollment = (enrolled: boolean) => (enrolled ? ENROLLMENT.enrolled : ENROLLMENT.unenrolled);

/**
 * A class for the class view. `schedule` is the class's sessions when it has any (class management),
 * else the schedule stored on the resource.
 */
export function presentClassInfo(row: ResourceRow, enrolled: boolean, sessions: SessionRow[] = []) {
  const now = Date.now();
  const schedule = sessions.length > 0
    ? sessions.map((s) => { const p = presentSession(s, null, now); return { id: p.id, title: p.title, startsAt: p.startsAt, endsAt: p.endsAt, place: p.place, liveUrl: p.liveUrl }; })
    : row.schedule.map((s) => ({ title: s.title, startsAt: s.startsAt, endsAt: s.endsAt }));
  const next = schedule.find((s) => s.endsAt && new Date(s.endsAt).getTime() > now);
  return {
    id: row.id,
    name: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    teacherName: row.teacherName,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    schedule,
    nextSessionIndex: next ? schedule.indexOf(next) : null,
    enrollment: enrollment(enrolled),
    enrolledCount: row.enrolledCount,
    capacity: row.capacity,
  };
}

/** The answer to enrol / unenrol. */
export function presentEnrollment(classId: string, result: EnrollmentResult) {
  return { classId, enrollment: enrollment(result.enrolled), enrolledCount: result.enrolledCount };
}
