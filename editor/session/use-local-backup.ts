import { useEffect, useState } from 'react';
import type { BlockRegistry } from '../../renderer/block-definition';
import { migrateDocument } from '../../renderer/migrate';
import { isDirty, type EditorStore } from '../store/editor-store';
import { backupKey, readBackup, writeBackup, type Backup } from './local-backup';

/** Keeps the document on this device while it has unsaved changes (edits only; loads and saves are handled elsewhere). */
export function useLocalBackup(store: EditorStore): void {
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.document === previous.document || state.session.savedDocument !== previous.session.savedDocument) return;
        const { schoolId, pageId, revision } = state.session;
        if (isDirty(state)) writeBackup(backupKey(schoolId, pageId), { revision, savedAt: new Date().toISOString(), document: state.document });
      }),
    [store],
  );
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
