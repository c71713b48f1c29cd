// Spec §9 display rules for blocks; the rules themselves live in renderer/format.ts, shared with the app.
import { compactCount, dateTimeFormat, duration } from '../../renderer/format';

export { compactCount };

/** A video length as hh:mm:ss (spec §9); negative or missing lengths read 00:00:00. */
export function formatDuration(seconds: number | null | undefined): string {
  return duration(Math.max(0, Number.isFinite(seconds) ? (seconds as number) : 0));
}

/** A date and time in the page's language, Gregorian and 24-hour like the rest of the portal. */
export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', calendar: 'gregory' }).format(date);
}
