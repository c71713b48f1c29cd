import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockRegistry } from '../../renderer/block-definition';
import type { RenderContext } from '../../renderer/context';
import { PageRenderer } from '../../renderer/PageRenderer';
import type { BlockNode } from '../../schemas/page-document';
import { selectBlock } from '../actions';
import { CANVAS_LIST_ID, useDragState, type DragData } from '../dnd/drag-state';
import { EDITOR_NS, uiLanguage } from '../i18n';
import { useEditor, useEditorStore } from '../store/StoreContext';
import { ROOT } from '../tree';
import { BlockFrame } from './BlockFrame';
import './canvas.css';

// Links inside blocks would leave the designer; in the canvas a click only selects.
const stopLinks = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest('a')) event.preventDefault();
};

/** The page as visitors will see it, drawn by the shared renderer in edit mode, each block in a designer frame. */
export function Canvas({ registry, schoolId }: { registry: BlockRegistry; schoolId: string }) {
  const { t, i18n } = useTranslation(EDITOR_NS);
  const store = useEditorStore();
  const document = useEditor((s) => s.document);
  const { activeKind, dropTarget, listElementRef } = useDragState();
  const data: DragData = { kind: 'list', list: ROOT };
  const { setNodeRef } = useDroppable({ id: CANVAS_LIST_ID, data, disabled: activeKind !== 'palette' });
  const language = uiLanguage(i18n.language);
  const context = useMemo<RenderContext>(
    () => ({ locale: language, schoolDefaultLocale: 'zh_CN', schoolId, mode: 'edit', routeParams: {} }),
    [language, schoolId],
  );
  const wrapBlock = useCallback(
    (block: BlockNode, element: ReactNode) => (
      <BlockFrame key={block.id} block={block} registry={registry}>
        {element}
      </BlockFrame>
    ),
    [registry],
  );
  const setList = useCallback(
    (element: HTMLDivElement | null) => {
      setNodeRef(element);
      listElementRef.current = element;
    },
    [setNodeRef, listElementRef],
  );

  return (
    <section className="designer-canvas" aria-label={t('canvas.label')} data-drop-area="" onClickCapture={stopLinks}>
      <div
        ref={setList}
        className="designer-canvas__list"
        data-drop-list="root"
        onClick={() => store.getState().dispatch(selectBlock, { id: null })}
      >
        <SortableContext items={document.blocks.map((b) => b.id)} strategy={verticalListSortingStrategy}>
          <PageRenderer document={document} registry={registry} context={context} wrapBlock={wrapBlock} />
        </SortableContext>
        {document.blocks.length === 0 && <p className="designer-canvas__empty">{t('canvas.empty')}</p>}
        {dropTarget && (
          <div className="designer-canvas__indicator" data-testid="drop-indicator" data-gap={dropTarget.gap} style={{ insetBlockStart: dropTarget.offset }} aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
