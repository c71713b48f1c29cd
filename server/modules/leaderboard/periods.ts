import { RANKING_PERIOD } from '../../../schemas/enums';

const DAY_MS = 86_400_000;

/** The time window of a RANKING_PERIOD at `now` (UTC calendar years); `from`/`to` absent is open. */
export function periodWindow(period: number, now: Date): { from?: Date; to?: Date } {
  const year = now.getUTCFullYear();
  switch (period) {
    case RANKING_PERIOD.latestMonth:
      return { from: new Date(now.getTime() - 30 * DAY_MS) };
    case RANKING_PERIOD.lastYear:
      return { from: new Date(Date.UTC(year - 1, 0, 1)), to: new Date(Date.UTC(year, 0, 1)) };
    case RANKING_PERIOD.thisYear:
      return { from: new Date(Date.UTC(year, 0, 1)) };
    default:
      return {};
  }
}
