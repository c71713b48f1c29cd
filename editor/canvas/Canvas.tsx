import { useCallback, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { RenderContext } from '../../renderer/context';
import { PageRenderer, type NoticeText, type WrapBlock } from '../../renderer/PageRenderer';
import type { BlockNode } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { useDragState } from '../dnd/drag-state';
import { GapDroppables } from '../dnd/GapDroppables';
import { blockLabel, EDITOR_NS, slotListLabel, uiLanguage } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { ROOT } from '../tree';
import { previewDirection, previewLocale } from '../store/view';
import { BlockFrame } from './BlockFrame';
import { DropList } from './DropList';
import { createFrameWords, FrameWordsContext } from './frame-words';
import { SelectionBar } from './SelectionBar';
import './canvas.css';

// Links inside blocks would leave the designer; in the canvas a click only selects.
const stopLinks = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
};

/** The page as visitors will see it, drawn by the shared renderer in edit mode: each block in a frame, each slot a drop list. */
export function Canvas({ registry, schoolId }: { registry: BlockRegistry; schoolId: string }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const document = useEditor((s) => s.document);
  const { listElementRef } = useDragState();
  const language = uiLanguage(i18n.language);
  const view = useEditor((s) => s.view);
  const locale = previewLocale(view, language);
  // Worded again once the language's messages arrive (a switch of language downloads them after the switch).
  const messagesIn = i18n.hasResourceBundle(language, EDITOR_NS);
  const words = useMemo(() => createFrameWords(t, language, locale, messagesIn), [t, language, locale, messagesIn]);
  const context = useMemo<RenderContext>(
    () => ({ locale, schoolDefaultLocale: 'zh_CN', schoolId, mode: 'edit', routeParams: {} }),
    [locale, schoolId],
  );
  // Both callbacks stay the same while the document changes, so the renderer's memoized blocks skip
  // every block whose object did not change; each frame finds its own place in the store.
  const wrapBlock = useCallback<WrapBlock>(
    (block, content, wrapper) => (
      <BlockFrame key={block.id} block={block} registry={registry} wrapper={wrapper}>
        {content}
      </BlockFrame>
    ),
    [registry],
  );
  const renderSlot = useCallback(
    (parent: BlockNode, slot: string, children: ReactNode[]) => (
      <DropList
        list={{ parentId: parent.id, slot }}
        className="designer-slot"
        label={slotListLabel(registry, parent, slot, language, t)}
        count={children.length}
        empty={<p className="designer-slot__empty">{t('canvas.slotEmpty')}</p>}
      >
        {children}
      </DropList>
    ),
    [registry, language, t],
  );
  // Blocks that cannot be drawn say why in the designer's language (visitors see nothing there).
  const noticeText = useCallback<NoticeText>(
    (kind, block) => t(`blockNotice.${kind}`, { label: blockLabel(registry, block.type, language), type: block.type }),
    [registry, language, t],
  );
  const viewportRef = useRef<HTMLDivElement>(null);
  const setRoot = useCallback((element: HTMLDivElement | null) => {
    listElementRef.current = element;
  }, [listElementRef]);

  return (
    <FrameWordsContext.Provider value={words}>
    <section className="designer-canvas" data-tour="canvas" aria-label={t('canvas.label')} data-drop-area="" onClickCapture={stopLinks}>
      <div
        ref={viewportRef}
        className="designer-canvas__viewport"
        data-width={view.width ?? undefined}
        style={view.width ? { inlineSize: `${view.width}px` } : undefined}
        dir={previewDirection(view)}
        lang={view.language ? view.language.replace('_', '-') : undefined}
        data-testid="canvas-viewport"
      >
      <DropList
        list={ROOT}
        className="designer-canvas__list"
        count={document.blocks.length}
        elementRef={setRoot}
        empty={<p className="designer-canvas__empty">{t('canvas.empty')}</p>}
        onClick={() => store.getState().dispatch(selectBlock, { id: null })}
      >
        <PageRenderer document={document} registry={registry} context={context} wrapBlock={wrapBlock} renderSlot={renderSlot} noticeText={noticeText} />
      </DropList>
      <GapDroppables list={listElementRef} />
      <SelectionBar registry={registry} viewport={viewportRef} />
      </div>
    </section>
    </FrameWordsContext.Provider>
  );
}
