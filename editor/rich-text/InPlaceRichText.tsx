import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyBlockDefinition } from '../../renderer/block-definition';
import type { Language } from '../../schemas/languages';
import type { LocalizedText } from '../../schemas/localized-text';
import type { BlockNode } from '../../schemas/page-document';
import { updateProp } from '../actions';
import { EDITOR_NS } from '../i18n';
import { withLanguage } from '../inspector/widgets/LanguageFields';
import { placementOf } from '../store/block-index';
import { useEditorStore } from '../store/StoreContext';
import { LoadingNote } from '../ui/LoadingNote';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The block's first top-level rich text field, if it has one: the text edited in place on the canvas. */
export function richTextField(def: AnyBlockDefinition | undefined): string | null {
  const properties = (def?.schema as { properties?: Record<string, { 'x-widget'?: string }> } | undefined)?.properties ?? {};
  return Object.entries(properties).find(([, schema]) => schema['x-widget'] === 'rich-text')?.[0] ?? null;
}

/**
 * A rich text block edited where it stands (double-click it, or Enter on it): the same editor as the
 * inspector's, in the language the canvas shows. Escape, or leaving it, ends the editing.
 */
export function InPlaceRichText({ block, field, language, label, onDone }: { block: BlockNode; field: string; language: Language; label: string; onDone: () => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const box = useRef<HTMLDivElement>(null);
  const value = block.props[field] as LocalizedText | undefined;
  useEffect(() => {
    // Focus the text once the editor has loaded.
    const timer = setInterval(() => {
      const area = box.current?.querySelector<HTMLElement>('[contenteditable="true"]');
      if (!area) return;
      area.focus();
      clearInterval(timer);
    }, 30);
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      ref={box}
      className="in-place-rich-text"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onDone();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          store.getState().sealHistory();
          onDone();
        }
      }}
    >
      <Suspense fallback={<LoadingNote>{t('loadingEditor')}</LoadingNote>}>
        <RichTextEditor
          html={value?.[language] ?? ''}
          label={t('inspector.fieldLanguage', { field: label, language })}
          lang={language.replace('_', '-')}
          onChange={(html) => {
            // The latest value, not the one this frame was drawn with: other languages may have changed meanwhile.
            const current = placementOf(store.getState().document.blocks, block.id)?.block.props[field];
            store.getState().dispatch(updateProp, { id: block.id, name: field, value: withLanguage(current, language, html) });
          }}
        />
      </Suspense>
    </div>
  );
}

