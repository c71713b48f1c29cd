import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import { createPropsValidator } from '../../renderer/validate';
import { duplicateBlock, removeBlock, updateProp } from '../actions';
import { blockLabel, EDITOR_NS, uiLanguage } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { findBlock } from '../tree';
import { errorsByField, fieldsFromSchema } from './schema-fields';
import { widgets } from './widgets';
import './inspector.css';

/** Edits the selected block: a form drawn from its props schema, errors at each field as you type. */
export function Inspector({ registry }: { registry: BlockRegistry }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const language = uiLanguage(i18n.language);
  const store = useEditorStore();
  const block = useEditor((s) => (s.ui.selectedId ? (findBlock(s.document.blocks, s.ui.selectedId)?.block ?? null) : null));
  const validate = useMemo(() => createPropsValidator(registry), [registry]);
  const def = block ? registry.get(block.type) : undefined;
  const fields = useMemo(() => (def ? fieldsFromSchema(def.schema, language) : []), [def, language]);
  const errors = useMemo(() => (block && def ? errorsByField(validate(block.type, block.props)) : {}), [block, def, validate]);

  if (!block) {
    return (
      <section className="inspector" aria-label={t('inspector.label')}>
        <p className="inspector__empty">{t('inspector.nothing')}</p>
      </section>
    );
  }
  const { dispatch, sealHistory } = store.getState();
  const known = new Set(fields.map((f) => f.name));
  const stray = Object.entries(errors).filter(([name]) => !known.has(name)).flatMap(([name, e]) => e.own.map((m) => `${name || '/'}: ${m}`));
  return (
    <section className="inspector" aria-label={t('inspector.label')}>
      <h2 className="inspector__heading">{t('inspector.heading', { label: blockLabel(registry, block.type, language) })}</h2>
      <div className="inspector__actions">
        <button type="button" onClick={() => dispatch(duplicateBlock, { id: block.id })}>
          {t('inspector.duplicate')}
        </button>
        <button type="button" className="inspector__delete" onClick={() => dispatch(removeBlock, { id: block.id })}>
          {t('inspector.delete')}
        </button>
      </div>
      {stray.length > 0 && <p className="inspector-field__error">{stray.join('; ')}</p>}
      <form className="inspector__form" onSubmit={(e) => e.preventDefault()} onBlur={sealHistory}>
        {fields.map((field) => {
          const idPrefix = `inspector-${block.id}-${field.name}`;
          if (field.kind === 'unsupported') {
            return (
              <p key={field.name} className="inspector-field">
                {field.label}: {t('inspector.unsupported')}
              </p>
            );
          }
          const Widget = widgets[field.kind];
          return (
            <Widget
              key={idPrefix}
              field={field}
              value={block.props[field.name]}
              errors={errors[field.name]}
              idPrefix={idPrefix}
              onChange={(value) => dispatch(updateProp, { id: block.id, name: field.name, value })}
            />
          );
        })}
      </form>
    </section>
  );
}
