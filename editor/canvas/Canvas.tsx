import { useCallback, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { RenderContext } from '../../renderer/context';
import { PageRenderer, type NoticeText } from '../../renderer/PageRenderer';
import type { BlockNode } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { useDragState } from '../dnd/drag-state';
import { blockLabel, EDITOR_NS, listLabel, uiLanguage } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { ROOT, type ListRef } from '../tree';
import { previewLocale } from '../store/view';
import { BlockFrame } from './BlockFrame';
import { DropList } from './DropList';
import './canvas.css';

// Links inside blocks would leave the designer; in the canvas a click only selects.
const stopLinks = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
};

/** Which list each block sits in, found in one walk so every frame need not search the tree. */
function listsById(blocks: readonly BlockNode[], list: ListRef = ROOT, into = new Map<string, ListRef>()): Map<string, ListRef> {
  for (const block of blocks) {
    into.set(block.id, list);
    for (const [slot, children] of Object.entries(block.slots ?? {})) listsById(children, { parentId: block.id, slot }, into);
  }
  return into;
}

/** The page as visitors will see it, drawn by the shared renderer in edit mode: each block in a frame, each slot a drop list. */
export function Canvas({ registry, schoolId }: { registry: BlockRegistry; schoolId: string }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const document = useEditor((s) => s.document);
  const { listElementRef } = useDragState();
  const language = uiLanguage(i18n.language);
  const view = useEditor((s) => s.view);
  const locale = previewLocale(view, language);
  const context = useMemo<RenderContext>(
    () => ({ locale, schoolDefaultLocale: 'zh_CN', schoolId, mode: 'edit', routeParams: {} }),
    [locale, schoolId],
  );
  const lists = useMemo(() => listsById(document.blocks), [document.blocks]);
  const wrapBlock = useCallback(
    (block: BlockNode, element: ReactNode) => (
      <BlockFrame key={block.id} block={block} list={lists.get(block.id) ?? ROOT} registry={registry}>
        {element}
      </BlockFrame>
    ),
    [registry, lists],
  );
  const renderSlot = useCallback(
    (parent: BlockNode, slot: string, children: ReactNode[]) => {
      const list = { parentId: parent.id, slot };
      return (
        <DropList
          list={list}
          className="designer-slot"
          label={listLabel(registry, document.blocks, list, language, t)}
          count={children.length}
          empty={<p className="designer-slot__empty">{t('canvas.slotEmpty')}</p>}
        >
          {children}
        </DropList>
      );
    },
    [registry, document.blocks, language, t],
  );
  // Blocks that cannot be drawn say why in the designer's language (visitors see nothing there).
  const noticeText = useCallback<NoticeText>(
    (kind, block) => t(`blockNotice.${kind}`, { label: blockLabel(registry, block.type, language), type: block.type }),
    [registry, language, t],
  );
  const setRoot = useCallback((element: HTMLDivElement | null) => {
    listElementRef.current = element;
  }, [listElementRef]);

  return (
    <section className="designer-canvas" aria-label={t('canvas.label')} data-drop-area="" onClickCapture={stopLinks}>
      <div
        className="designer-canvas__viewport"
        data-width={view.width ?? undefined}
        style={view.width ? { inlineSize: `${view.width}px` } : undefined}
        dir={view.rtl ? 'rtl' : undefined}
        lang={view.rtl ? 'ar' : undefined}
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
      </div>
    </section>
  );
}
