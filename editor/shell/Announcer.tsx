import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import { historyChange } from '../store/history-change';
import { useEditorStore } from '../store/StoreContext';

/**
 * Tells screen-reader users what a command did (delete, duplicate, move, paste, nest, undo, redo), by
 * mouse, shortcut or menu alike: each new, undone or redone history step is read from a polite live region.
 */
export function Announcer() {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const [message, setMessage] = useState('');
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const change = historyChange(previous.history, state.history);
        if (!change) return;
        const step = t(`history.actions.${change.action}`, { defaultValue: change.action });
        setMessage(t(`announce.${change.kind}`, { step }));
      }),
    [store, t],
  );
  return (
    <p className="designer-live" role="status" aria-live="polite" data-testid="designer-announcement">
      {message}
    </p>
  );
}
