import type { FromSchema } from 'json-schema-to-ts';

/** Props of the class blocks: none. The class comes from the route, what is shown from the caller's role. */
export const classBlockSchema = { type: 'object', additionalProperties: false, properties: {} } as const;
export type ClassBlockProps = FromSchema<typeof classBlockSchema>;

/** Localized text as the class calls answer it. */
export type Text = Record<string, string> | string;

/** One session as the class calls answer it. */
export interface ClassSessionView {
  id: string;
  title: Text;
  startsAt: string;
  endsAt: string;
  place: string;
  liveUrl: string;
  lecturerName?: string | null;
  status: 'ended' | 'ongoing' | 'upcoming';
}

/** A session with the learner's sign-in (student/schedule/record). */
export interface AttendanceItem {
  session: ClassSessionView;
  signInOpen: boolean;
  record: { attendanceId: string; status: 'present' | 'late'; signedAt: string; attachmentCount: number } | null;
}
