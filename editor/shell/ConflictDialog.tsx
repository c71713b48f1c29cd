import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { useEditor, useEditorStore } from '../store/StoreContext';

/** Shown when the server has a newer draft (409). The user's document stays untouched until they choose. */
export function ConflictDialog({ commands }: { commands: SessionCommands }) {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const open = useEditor((s) => s.session.conflict);
  const [copied, setCopied] = useState<string | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  if (!open) return null;

  const close = () => {
    setCopied(null);
    store.getState().setSession({ conflict: false });
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(JSON.stringify(store.getState().document, null, 2));
      setCopied(t('conflict.copied'));
    } catch {
      setCopied(t('conflict.copyFailed'));
    }
  };
  return (
    <div className="designer-dialog__backdrop">
      <div
        className="designer-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="conflict-title"
        aria-describedby="conflict-body"
        onKeyDown={(e) => e.key === 'Escape' && close()}
      >
        <h2 id="conflict-title">{t('conflict.title')}</h2>
        <p id="conflict-body">{t('conflict.body')}</p>
        <ul className="designer-dialog__choices">
          <li>
            <button ref={first} type="button" onClick={() => void commands.reload()}>
              {t('conflict.reload')}
            </button>
            <span>{t('conflict.reloadHint')}</span>
          </li>
          <li>
            <button type="button" onClick={() => void commands.overwrite()}>
              {t('conflict.overwrite')}
            </button>
            <span>{t('conflict.overwriteHint')}</span>
          </li>
          <li>
            <button type="button" onClick={() => void copy()}>
              {t('conflict.copy')}
            </button>
            <span>{t('conflict.copyHint')}</span>
          </li>
        </ul>
        {copied && <p role="status">{copied}</p>}
        <button type="button" onClick={close}>
          {t('conflict.close')}
        </button>
      </div>
    </div>
  );
}
