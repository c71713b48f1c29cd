import { startTransition, useEffect, useState } from 'react';
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
  const [change, setChange] = useState<ReturnType<typeof historyChange>>(null);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        const next = historyChange(previous.history, state.history);
        // Worded and drawn after the edit's own frame: the canvas shows the change first.
        if (next) startTransition(() => setChange(next));
      }),
    [store],
  );
  const message = change ? t(`announce.${change.kind}`, { step: t(`history.actions.${change.action}`, { defaultValue: change.action }) }) : '';
  return (
    <p className="designer-live" role="status" aria-live="polite" data-testid="designer-announcement">
      {message}
    </p>
  );
}
