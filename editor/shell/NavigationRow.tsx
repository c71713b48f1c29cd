import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_NS } from '../i18n';
import type { NavChange, NavItem } from './navigation-order';

interface NavigationRowProps {
  item: NavItem;
  name: string;
  depth: number;
  /** Stores changes of order and parent, in the order given. */
  onMove: (changes: NavChange[]) => void;
  up: NavChange[];
  down: NavChange[];
  indent: NavChange[];
  outdent: NavChange[];
  onVisible: (visible: boolean) => void;
  onRename: (name: string) => void;
  onRemove: () => void;
}

/** One navigation item with its buttons: reorder, change level, rename, hide or show, remove. A button that would do nothing is disabled. */
export function NavigationRow({ item, name, depth, onMove, up, down, indent, outdent, onVisible, onRename, onRemove }: NavigationRowProps) {
  const { t } = useTranslation(EDITOR_NS);
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(name);
  return (
    <li style={{ marginInlineStart: `${depth * 12}px` }} data-nav-id={item.id} data-nav-depth={depth}>
      {renaming ? (
        <form
          className="navigation-panel__rename"
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim()) onRename(draft.trim());
            setRenaming(false);
          }}
        >
          <input
            aria-label={t('navigation.newName', { name })}
            value={draft}
            maxLength={60}
            required
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setRenaming(false)}
          />
          <button type="submit">{t('navigation.save')}</button>
          <button type="button" onClick={() => setRenaming(false)}>{t('navigation.cancel')}</button>
        </form>
      ) : (
        <span>{item.visible ? name : t('navigation.hidden', { name })}</span>
      )}
      <span>
        <button type="button" aria-label={t('navigation.up', { name })} disabled={!up.length} onClick={() => onMove(up)}>↑</button>
        <button type="button" aria-label={t('navigation.down', { name })} disabled={!down.length} onClick={() => onMove(down)}>↓</button>
        <button type="button" aria-label={t('navigation.indent', { name })} disabled={!indent.length} onClick={() => onMove(indent)}>⇥</button>
        <button type="button" aria-label={t('navigation.outdent', { name })} disabled={!outdent.length} onClick={() => onMove(outdent)}>⇤</button>
        <button type="button" onClick={() => onVisible(!item.visible)}>{t(item.visible ? 'navigation.hide' : 'navigation.show', { name })}</button>
        <button
          type="button"
          onClick={() => {
            setDraft(name);
            setRenaming(true);
          }}
        >
          {t('navigation.rename', { name })}
        </button>
        <button type="button" onClick={onRemove}>{t('navigation.remove', { name })}</button>
      </span>
    </li>
  );
}
