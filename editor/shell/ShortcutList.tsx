import { useTranslation } from 'react-i18next';
import { COMMANDS } from '../commands';
import { EDITOR_NS } from '../i18n';

/** The keyboard shortcuts, drawn from the same command objects the toolbar and the keyboard use. */
export function ShortcutList() {
  const { t } = useTranslation(EDITOR_NS);
  return (
    <div className="designer-shortcuts">
      <dl className="designer-shortcuts__list" aria-label={t('shortcuts.title')}>
        {COMMANDS.map((command) => (
          <div key={command.name} className="designer-shortcuts__row">
            <dt>{t(command.label)}</dt>
            <dd>
              <kbd>{command.keys}</kbd>
            </dd>
          </div>
        ))}
        <div className="designer-shortcuts__row">
          <dt>{t('shortcuts.multiSelect')}</dt>
          <dd>
            <kbd>{t('shortcuts.multiSelectKeys')}</kbd>
          </dd>
        </div>
      </dl>
    </div>
  );
}
