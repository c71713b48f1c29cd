import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_PAGE_CODES } from '../../blocks/system-pages';
import { browserGetJson, designerApi, type PageSummary } from '../api';
import { EDITOR_NS } from '../i18n';
import type { SessionCommands } from '../session/commands';
import { usePageNamer } from '../session/school-languages';
import { isDirty } from '../store/editor-store';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { Icon } from '../ui/Icon';
import { filterPageOptions, pageOptions } from './page-options';
import { LoadingNote } from '../ui/LoadingNote';

/** The school's pages, shared by the switcher and the Pages tab. */
export function usePages() {
  const schoolId = useEditor((s) => s.session.schoolId);
  return useQuery({ queryKey: ['designer', 'pages', schoolId], queryFn: () => browserGetJson<PageSummary[]>(designerApi.pagesPath(schoolId)), retry: false });
}

/**
 * The page's name (the top bar's heading) and the page switcher: a button opening a searchable list of
 * every system page and the school's own pages (WAI-ARIA combobox with a list box). Unsaved changes are
 * saved before another page opens.
 */
export function PagePicker({ commands, onSwitch }: { commands: SessionCommands; onSwitch?: (pageId: string | null) => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const nameOf = usePageNamer();
  const pageName = nameOf(useEditor((s) => s.session.pageName));
  const pageId = useEditor((s) => s.session.pageId);
  const pages = usePages();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const base = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const options = filterPageOptions(pageOptions(pages.data ?? [], SYSTEM_PAGE_CODES, (page) => nameOf(page.name)), query);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node) && !trigger.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const choose = async (id: string | null) => {
    if (!id || !onSwitch) return;
    setOpen(false);
    trigger.current?.focus();
    if (id === pageId) return;
    if (isDirty(store.getState()) && !(await commands.save())) return;
    onSwitch(id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((at) => (at + (event.key === 'ArrowDown' ? 1 : -1) + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void choose(options[active]?.id ?? null);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    }
  };

  return (
    <div className="page-picker">
      <h1 className="designer-toolbar__title" title={pageName}>{pageName}</h1>
      {onSwitch && (
        <button
          ref={trigger}
          type="button"
          className="d-btn d-btn--quiet d-btn--icon"
          aria-label={t('pages.switch')}
          data-tooltip={t('pages.switch')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setQuery('');
            setActive(Math.max(0, options.findIndex((o) => o.id === pageId)));
            setOpen((was) => !was);
          }}
        >
          <Icon name="chevron-down" />
        </button>
      )}
      {open && (
        <div ref={box} className="page-picker__popover" role="dialog" aria-label={t('pages.switch')}>
          <input
            type="search"
            role="combobox"
            autoFocus
            className="d-input"
            aria-label={t('pages.search')}
            placeholder={t('pages.search')}
            aria-expanded="true"
            aria-controls={`${base}-list`}
            aria-autocomplete="list"
            aria-activedescendant={options[active] ? `${base}-${active}` : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {pages.isPending && <LoadingNote>{t('loadingList')}</LoadingNote>}
          {pages.isError && <p role="alert">{t('pages.failed')}</p>}
          <ul id={`${base}-list`} role="listbox" aria-label={t('pages.label')} className="page-picker__list">
            {options.map((option, index) => (
              <li
                key={option.id ?? option.code}
                id={`${base}-${index}`}
                role="option"
                aria-selected={option.id === pageId}
                aria-disabled={option.id ? undefined : true}
                data-active={index === active ? 'true' : undefined}
                className="page-picker__option"
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => void choose(option.id)}
              >
                <Icon name={option.system ? 'layers' : 'file-text'} />
                <span className="page-picker__name">{option.name}</span>
                {/* The code is a hint for the eye; the option is named by the page alone, unless it cannot be opened yet. */}
                <span className="page-picker__code" aria-hidden={option.id ? true : undefined}>
                  {option.id ? option.code : t('pages.notCreated')}
                </span>
              </li>
            ))}
          </ul>
          {options.length === 0 && pages.data && <p className="page-picker__empty">{t('pages.noMatch')}</p>}
        </div>
      )}
    </div>
  );
}
