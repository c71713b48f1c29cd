import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyBlockDefinition, BlockRegistry, PaletteCategory } from '../../renderer/block-definition';
import { addBlock } from '../actions';
import { insertSpot } from '../dnd/drop-spots';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { useEditorStore } from '../store/StoreContext';
import { createBlock } from '../tree';
import { PaletteItem } from './PaletteItem';
import './palette.css';

const CATEGORIES: readonly PaletteCategory[] = ['layout', 'content', 'ranking'];

/** The block types, grouped by palette category. */
export function Palette({ registry }: { registry: BlockRegistry }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const hintId = useId();

  // Enter or a click adds after the selected block (in its list), or at the end of the page.
  const add = (def: AnyBlockDefinition) => {
    const { document, ui, dispatch } = store.getState();
    const { list, gap } = insertSpot(document.blocks, ui.selectedId);
    dispatch(addBlock, { block: createBlock(def), list, index: gap });
  };

  const [query, setQuery] = useState('');
  const wanted = query.trim().toLocaleLowerCase();
  const matches = (def: AnyBlockDefinition) => !wanted || `${blockLabel(registry, def.type, language)} ${def.type}`.toLocaleLowerCase().includes(wanted);
  const groups = CATEGORIES.map((category) => ({
    category,
    defs: [...registry.values()].filter((def) => def.palette.category === category && matches(def)),
  })).filter((group) => group.defs.length > 0);

  return (
    <section className="palette" aria-label={t('palette.label')}>
      <input
        type="search"
        className="d-input palette__search"
        aria-label={t('palette.search')}
        placeholder={t('palette.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${hintId}-add`} className="palette__hint">
        {t('palette.hint')}
      </p>
      {groups.length === 0 && <p className="palette__hint">{t('palette.noMatch')}</p>}
      {groups.map(({ category, defs }) => (
        <div key={category} role="group" aria-labelledby={`palette-${category}`} className="palette__group">
          <h3 id={`palette-${category}`} className="palette__category">
            {t(`palette.category.${category}`)}
          </h3>
          <ul className="palette__list">
            {defs.map((def) => (
              <li key={def.type}>
                <PaletteItem def={def} label={blockLabel(registry, def.type, language)} instructionsId={`${hintId}-add ${hintId}`} onAdd={() => add(def)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {/* Below the blocks, so the list starts where it always did; every item points to it for screen readers. */}
      <p id={hintId} className="palette__hint palette__hint--keyboard">
        {t('palette.keyboardHint')}
      </p>
    </section>
  );
}
