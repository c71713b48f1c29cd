import { useEffect, useState } from 'react';
import type { BlockRegistry } from '../../renderer/block-definition';
import { migrateDocument } from '../../renderer/migrate';
import { isDirty, type EditorStore } from '../store/editor-store';
import { backupKey, readBackup, writeBackup, type Backup } from './local-backup';
import { whenIdle } from './when-idle';

/** How long edits gather before the backup is written: serializing a large page on every keystroke would slow typing. */
export const BACKUP_DELAY_MS = 250;
/** After the gathering, the backup waits for the browser to be idle, but never longer than this. */
export const BACKUP_IDLE_TIMEOUT_MS = 1000;

/**
 * Keeps the document on this device while it has unsaved changes (edits only; loads and saves are handled
 * elsewhere). Written shortly after the last edit, when the browser is idle (serializing a large page takes
 * milliseconds a key press or a frame should not wait for), and at once when the page is hidden or left.
 */
export function useLocalBackup(store: EditorStore): void {
  useEffect(() => {
    let cancel: (() => void) | null = null;
    const write = () => {
      cancel = null;
      const state = store.getState();
      const { schoolId, pageId, revision } = state.session;
      if (isDirty(state)) writeBackup(backupKey(schoolId, pageId), { revision, savedAt: new Date().toISOString(), document: state.document });
    };
    const flush = () => {
      if (cancel === null) return;
      cancel();
      write();
    };
    const schedule = () => {
      const timer = setTimeout(() => {
        cancel = whenIdle(write, BACKUP_IDLE_TIMEOUT_MS);
      }, BACKUP_DELAY_MS);
      cancel = () => clearTimeout(timer);
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.session.savedDocument !== previous.session.savedDocument) {
        // A save or load handles the backup itself; a pending write would only repeat it.
        cancel?.();
        cancel = null;
        return;
      }
      if (state.document === previous.document || cancel !== null) return;
      schedule();
    });
    const onHide = () => document.visibilityState === 'hidden' && flush();
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      flush();
      unsubscribe();
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [store]);
}

/** A backup found when the designer opened, if it differs from the draft the server gave. */
export function useRestoreOffer(store: EditorStore, registry: BlockRegistry): [Backup | null, () => void] {
  const [offer, setOffer] = useState<Backup | null>(() => {
    const { document, session } = store.getState();
    const backup = readBackup(backupKey(session.schoolId, session.pageId));
    if (!backup || JSON.stringify(backup.document) === JSON.stringify(document)) return null;
    return { ...backup, document: migrateDocument(backup.document, registry) };
  });
  return [offer, () => setOffer(null)];
}
