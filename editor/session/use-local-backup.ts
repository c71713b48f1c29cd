import { useEffect, useState } from 'react';
import type { BlockRegistry } from '../../renderer/block-definition';
import { migrateDocument } from '../../renderer/migrate';
import { isDirty, type EditorStore } from '../store/editor-store';
import { backupKey, readBackup, writeBackup, type Backup } from './local-backup';

/** How long edits gather before the backup is written: serializing a large page on every keystroke would slow typing. */
export const BACKUP_DELAY_MS = 250;

/**
 * Keeps the document on this device while it has unsaved changes (edits only; loads and saves are handled
 * elsewhere). Written shortly after the last edit, and at once when the page is hidden or left.
 */
export function useLocalBackup(store: EditorStore): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (timer === null) return;
      clearTimeout(timer);
      timer = null;
      const state = store.getState();
      const { schoolId, pageId, revision } = state.session;
      if (isDirty(state)) writeBackup(backupKey(schoolId, pageId), { revision, savedAt: new Date().toISOString(), document: state.document });
    };
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.session.savedDocument !== previous.session.savedDocument) {
        // A save or load handles the backup itself; a pending write would only repeat it.
        if (timer !== null) clearTimeout(timer);
        timer = null;
        return;
      }
      if (state.document === previous.document || timer !== null) return;
      timer = setTimeout(flush, BACKUP_DELAY_MS);
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
