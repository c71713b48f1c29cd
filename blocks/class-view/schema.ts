import type { FromSchema } from 'json-schema-to-ts';

/** Props of the class view: the class comes from the route (`classId`), not from here. */
export const classViewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showSchedule'],
  properties: {
    showSchedule: { type: 'boolean', title: 'Show schedule', 'x-label': 'class-view.showSchedule' },
  },
} as const;

export type ClassViewProps = FromSchema<typeof classViewSchema>;

/** What classInfo answers. */
export interface ClassInfo {
  id: string;
  name: Record<string, string> | string;
  teacherName?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
  schedule?: { title: Record<string, string> | string; startsAt: string; endsAt?: string | null }[];
  enrollment: number;
  enrolledCount: number;
  capacity?: number | null;
}
