import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hasBlockLabels } from '../../blocks/_shared/labels';
import type { BlockRegistry } from '../../renderer/block-definition';
import { createPropsValidator } from '../../renderer/validate';
import type { Language } from '../../schemas/languages';
import { duplicateBlock, removeBlock } from '../actions';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { placementOf } from '../store/block-index';
import { localizeErrors } from './error-messages';
import { allMessages } from './field-errors';
import { PageLanguagesContext, pageLanguages } from './page-languages';
import { errorsByField, fieldsFromSchema } from './schema-fields';
import { groupFields } from './field-groups';
import { InspectorField } from './InspectorField';
import { Icon } from '../ui/Icon';
import { ToolButton } from '../ui/ToolButton';
import './inspector.css';

/** Edits the selected block: a form drawn from its props schema, errors at each field (in the UI language) as you type. */
export function Inspector({ registry }: { registry: BlockRegistry }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const selected = useEditor((s) => (s.ui.selectedId ? (placementOf(s.document.blocks, s.ui.selectedId)?.block ?? null) : null));
  // When the selection moves to another block (a click, a delete), the canvas shows it first and the form
  // follows in a render of its own: drawing a new form (its fields and their styles) in the same frame made
  // every structural edit wait for it. Edits of the same block (typing) are shown at once.
  const previous = useDeferredValue(selected);
  const block = previous?.id === selected?.id ? selected : previous;
  const validate = useMemo(() => createPropsValidator(registry), [registry]);
  // A string, so a keystroke that leaves the page's languages as they were changes nothing downstream.
  const languageList = useEditor((s) => pageLanguages(s.document.blocks, registry).join(','));
  const languages = useMemo(() => (languageList ? (languageList.split(',') as Language[]) : []), [languageList]);
  const def = block ? registry.get(block.type) : undefined;
  // Labels of a language picked mid-session may arrive after the switch: read them again once they are in.
  const labelsIn = hasBlockLabels(language);
  const fields = useMemo(() => (def ? fieldsFromSchema(def.schema, language) : []), [def, language, labelsIn]); // eslint-disable-line react-hooks/exhaustive-deps
  const errors = useMemo(
    () => (block && def ? errorsByField(localizeErrors(validate(block.type, block.props), t)) : {}),
    [block, def, validate, t],
  );

  if (!block) {
    return (
      <section className="inspector" aria-label={t('inspector.label')}>
        <p className="inspector__empty">{t('inspector.nothing')}</p>
      </section>
    );
  }
  const { dispatch, sealHistory } = store.getState();
  const known = new Set(fields.map((f) => f.name));
  const stray = Object.entries(errors).filter(([name]) => !known.has(name)).flatMap(([name, e]) => allMessages(e, [name || '/']));
  return (
    <section className="inspector" aria-label={t('inspector.label')}>
      <h2 className="inspector__heading">
        <Icon name={def?.palette.icon ?? 'box'} />
        {t('inspector.heading', { label: blockLabel(registry, block.type, language) })}
      </h2>
      <div className="inspector__actions">
        <ToolButton label={t('inspector.duplicate')} icon="copy-plus" onClick={() => dispatch(duplicateBlock, { id: block.id })} />
        <ToolButton label={t('inspector.delete')} icon="trash-2" variant="danger" onClick={() => dispatch(removeBlock, { id: block.id })} />
      </div>
      {stray.length > 0 && <p className="inspector-field__error">{stray.join('; ')}</p>}
      <PageLanguagesContext.Provider value={languages}>
        <form className="inspector__form" onSubmit={(e) => e.preventDefault()} onBlur={sealHistory}>
          {groupFields(fields).map(({ group, fields: inGroup }) => (
            <section key={group} className="inspector__group" aria-labelledby={`inspector-group-${group}`}>
              <h3 id={`inspector-group-${group}`} className="inspector__group-title">
                {t(`inspector.groups.${group}`)}
              </h3>
              <p className="inspector__group-help">{t(`inspector.groupHelp.${group}`)}</p>
              {inGroup.map((field) => (
                <InspectorField key={`${block.id}-${field.name}`} blockId={block.id} field={field} value={block.props[field.name]} errors={errors[field.name]} />
              ))}
            </section>
          ))}
        </form>
      </PageLanguagesContext.Provider>
    </section>
  );
}
