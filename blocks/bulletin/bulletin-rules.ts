import { fetchFile } from '../../renderer/api';

/** A bulletin as its JSON file gives it (spec §3). */
export interface BulletinConfig {
  id: string | number;
  content: string;
  startTime: string | number;
  endTime: string | number;
  status: number | string;
}

/** The local-storage key holding the id of the bulletin the visitor closed. */
export const CLOSED_KEY = 'bulletinClosedId';

const time = (value: string | number) => (typeof value === 'number' ? value : Date.parse(value));

/** Shown when status is 1, now lies between startTime and endTime, and this id was not closed (a new id shows again). */
export function shouldShowBulletin(bulletin: BulletinConfig | null | undefined, now: number, closedId: string | null): boolean {
  if (!bulletin || Number(bulletin.status) !== 1 || !bulletin.content) return false;
  const start = time(bulletin.startTime);
  const end = time(bulletin.endTime);
  if (Number.isNaN(start) || Number.isNaN(end) || now < start || now > end) return false;
  return closedId !== String(bulletin.id);
}

/** Reads a bulletin JSON; anything malformed is no bulletin. */
export async function fetchBulletin(url: string): Promise<BulletinConfig | null> {
  try {
    const response = await fetchFile(url);
    if (!response.ok) return null;
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' && 'id' in body ? (body as BulletinConfig) : null;
  } catch {
    return null;
  }
}
