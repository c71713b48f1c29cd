import { createElement, memo, Suspense, useMemo, type ReactNode } from 'react';
import type { BlockNode, PageDocument } from '../schemas/page-document';
import type { AnyBlockRenderDefinition, BlockComponentProps, BlockRenderRegistry, LoaderContext } from './block-definition';
import { BlockBoundary } from './BlockBoundary';
import { RenderContextValue, type RenderContext } from './context';
import { blockComponent } from './load-component';
import { useBlockData } from './useBlockData';
import { browserGetJson } from './api';
import { migrateDocument } from './migrate';

/** What the element around each drawn block carries: its class and the block's type and id. */
export interface BlockWrapperProps {
  className: 'pb-block';
  'data-block-type': string;
  'data-block-id': string;
}

/**
 * Lets a host (the designer) draw the element around each block itself, e.g. as a selection frame: it
 * must carry `wrapper`'s props and hold `content`. The renderer knows nothing of the frame, and the page
 * keeps one element per block, not two.
 */
export type WrapBlock = (block: BlockNode, content: ReactNode, wrapper: BlockWrapperProps) => ReactNode;

/** Lets a host draw each slot's list of children itself (the designer makes them drop targets). */
export type RenderSlot = (parent: BlockNode, slot: string, children: ReactNode[]) => ReactNode;

/** Why a block shows as a notice instead of itself: it threw, it is newer than this code, or its type is unknown. */
export type BlockNoticeKind = 'failed' | 'newer' | 'unknown';

/** Words a notice in the host's language (the designer's messages); the renderer has no messages of its own. */
export type NoticeText = (kind: BlockNoticeKind, block: BlockNode) => string;

// Visitors never see notices; this wording is for hosts that pass none (tests, tools).
const englishNotice: NoticeText = (kind, block) =>
  kind === 'failed' ? 'This block could not be shown.'
    : kind === 'newer' ? `This ${block.type} block needs a newer version of the portal.`
      : `Unknown block type "${block.type}".`;

export interface PageRendererProps {
  document: PageDocument;
  registry: BlockRenderRegistry;
  context: RenderContext;
  getJson?: LoaderContext['getJson'];
  wrapBlock?: WrapBlock;
  renderSlot?: RenderSlot;
  noticeText?: NoticeText;
}

interface TreeProps {
  registry: BlockRenderRegistry;
  context: RenderContext;
  loaderContext: LoaderContext;
  wrapBlock?: WrapBlock;
  renderSlot?: RenderSlot;
  noticeText: NoticeText;
}

/** Draws a page document: every block through its registered component, each behind its own error boundary. */
export function PageRenderer({ document, registry, context, getJson = browserGetJson, wrapBlock, renderSlot, noticeText = englishNotice }: PageRendererProps) {
  const loaderContext = useMemo<LoaderContext>(
    () => ({ schoolId: context.schoolId, locale: context.locale, query: context.query, routeParams: context.routeParams, getJson }),
    [context.schoolId, context.locale, context.query, context.routeParams, getJson],
  );
  const current = useMemo(() => migrateDocument(document, registry), [document, registry]);
  const tree: TreeProps = { registry, context, loaderContext, wrapBlock, renderSlot, noticeText };
  const style = current.settings.background ? { background: current.settings.background } : undefined;
  return (
    <RenderContextValue.Provider value={context}>
      <div className={current.settings.isfullPage ? 'pb-page pb-page--full' : 'pb-page'} style={style}>
        {current.blocks.map((block) => (
          <BlockView key={block.id} block={block} {...tree} />
        ))}
      </div>
    </RenderContextValue.Provider>
  );
}

/**
 * One block and its subtree. Memoized: a block object that did not change (documents are edited with
 * structural sharing) is not drawn again, so an edit redraws only the edited block and its ancestors.
 */
const BlockView = memo(function BlockView({ block, ...tree }: { block: BlockNode } & TreeProps) {
  const def = tree.registry.get(block.type);
  const content =
    def && block.v === def.version ? (
      // Only blocks with a data loader subscribe to a query; most blocks have none and skip that cost.
      def.data ? <DataBlock def={def} block={block} {...tree} /> : drawnBlock({ def, block, data: IDLE, ...tree })
    ) : (
      <BlockNotice text={tree.noticeText(def ? 'newer' : 'unknown', block)} mode={tree.context.mode} />
    );
  const wrapper: BlockWrapperProps = { className: 'pb-block', 'data-block-type': block.type, 'data-block-id': block.id };
  return tree.wrapBlock ? tree.wrapBlock(block, content, wrapper) : <div {...wrapper}>{content}</div>;
});

type KnownBlockProps = { def: AnyBlockRenderDefinition; block: BlockNode } & TreeProps;

const IDLE = { status: 'idle' } as const;

function DataBlock(props: KnownBlockProps) {
  const data = useBlockData(props.def, props.block.props, props.loaderContext);
  return drawnBlock({ ...props, data });
}

/**
 * A known block's component behind its error boundary and suspense, with its slots drawn. A plain
 * function, not a component: one element less per block on every render of a page.
 */
function drawnBlock({ def, block, data, ...tree }: KnownBlockProps & { data: BlockComponentProps['data'] }) {
  const slots: Record<string, ReactNode> = {};
  for (const name of def.slots ?? []) {
    const children = (block.slots?.[name] ?? []).map((child) => <BlockView key={child.id} block={child} {...tree} />);
    slots[name] = tree.renderSlot ? tree.renderSlot(block, name, children) : children;
  }
  const failed = <BlockNotice text={tree.noticeText('failed', block)} mode={tree.context.mode} />;
  return (
    <BlockBoundary type={block.type} fallback={failed}>
      <Suspense fallback={<div className="pb-block-loading" aria-busy="true" />}>
        {/* blockComponent returns the same component per definition on every render. */}
        {createElement(blockComponent(def), { id: block.id, props: block.props, data, context: tree.context, slots })}
      </Suspense>
    </BlockBoundary>
  );
}

/** Visitors see nothing where a block cannot be drawn; editors see why. */
function BlockNotice({ text, mode }: { text: string; mode: RenderContext['mode'] }) {
  if (mode === 'view') return null;
  return (
    <div className="pb-block-notice" role="note">
      {text}
    </div>
  );
}
