import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import { historyLines } from '../store/history-list';
import { useEditor, useEditorStore } from '../store/StoreContext';

/** The named steps of this session, oldest first; choosing one returns the page to the state after it. */
export function HistoryPanel() {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const history = useEditor((s) => s.history);
  const lines = historyLines(history);
  return (
    <div className="history-panel">
      <ol className="history-panel__list" aria-label={t('history.label')}>
        {lines.map((line) => (
          <li key={line.position}>
            <button
              type="button"
              className={`d-row-button history-panel__step history-panel__step--${line.state}`}
              aria-current={line.state === 'current' ? 'step' : undefined}
              onClick={() => store.getState().goTo(line.position)}
            >
              {line.action === null ? t('history.start') : t(`history.actions.${line.action}`, { defaultValue: line.action })}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
