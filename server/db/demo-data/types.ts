import type { LocalizedText } from '../../../schemas/localized-text';
import type { ResourceKind } from '../schema';
import type { DemoCategoryKey } from './categories';

/** A demo resource before it gets its tenant and dates. */
export interface DemoResource {
  id: string;
  type: number;
  kind?: ResourceKind;
  boutique?: boolean;
  title: LocalizedText;
  summary?: LocalizedText;
  category: DemoCategoryKey | null;
  zone: number;
  recommended?: boolean;
  enrolledCount: number;
  viewCount: number;
  downloadCount: number;
  /** Days before the seed ran that it was created. */
  ageDays: number;
  /** Dated resources: start and end, in hours from the seed run (negative is past). */
  window?: [number, number];
  teacherName?: string;
  durationSeconds?: number;
  capacity?: number;
  /** Class sessions: title and [start, end] in hours from the seed run. */
  schedule?: { title: LocalizedText; window: [number, number] }[];
}
