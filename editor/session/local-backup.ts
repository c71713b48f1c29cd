import type { PageDocument } from '../../schemas/page-document';

/** An unsaved document kept on this device until the server confirms a save. */
export interface Backup {
  revision: number;
  savedAt: string;
  document: PageDocument;
}

/** One key per school and page, so two pages (or two schools) never restore each other's work. */
export function backupKey(schoolId: string, pageId: string): string {
  return `designer:unsaved:${schoolId}:${pageId}`;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage can be switched off; the designer still works, only without backups
  }
}

/** Reads a backup; anything unreadable counts as none. */
export function readBackup(key: string, store: Storage | null = storage()): Backup | null {
  try {
    const backup = JSON.parse(store?.getItem(key) ?? 'null') as Backup | null;
    return backup && typeof backup.revision === 'number' && Array.isArray(backup.document?.blocks) ? backup : null;
  } catch {
    return null;
  }
}

/** Writes a backup; a full storage is ignored rather than breaking editing. */
export function writeBackup(key: string, backup: Backup, store: Storage | null = storage()): void {
  try {
    store?.setItem(key, JSON.stringify(backup));
  } catch {
    // quota exceeded or storage disabled
  }
}

export function clearBackup(key: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // storage disabled
  }
}
