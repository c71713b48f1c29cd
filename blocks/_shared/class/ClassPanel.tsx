import type { ReactNode } from 'react';
import { ApiError } from '../../../renderer/api';
import type { BlockComponentProps } from '../../../renderer/block-definition';
import type { RenderContext } from '../../../renderer/context';
import { text, type MessageId } from '../messages';
import { useApiErrorMessages } from './errors';
import './class-blocks.css';

/** A class block's frame: its heading, and the loading and error states every class block shares. */
export function ClassPanel<D>({ title, data, context, children, className = '' }: {
  title: string;
  data: BlockComponentProps<unknown, D>['data'];
  context: RenderContext;
  children: (value: D) => ReactNode;
  className?: string;
}) {
  useApiErrorMessages(context.locale);
  const id = `${className || 'class-panel'}-title`;
  let body: ReactNode;
  if (data.status === 'loading' || data.status === 'idle') body = <p className="class-panel__state" aria-busy="true">{text('classes.loading', context)}</p>;
  else if (data.status === 'error') {
    const missing = data.error instanceof ApiError && data.error.status === 404;
    body = <p className="class-panel__state" role="alert">{text(missing ? 'class.notFound' : 'common.loadFailed', context)}</p>;
  } else body = children(data.value as D);
  return (
    <section className={`class-panel ${className}`} aria-labelledby={id}>
      <h2 id={id} className="class-panel__title">{title}</h2>
      {body}
    </section>
  );
}

/** A short line for an empty or closed state. */
export function ClassNote({ id, context, values }: { id: MessageId; context: RenderContext; values?: Record<string, string | number> }) {
  return <p className="class-panel__state">{text(id, context, values)}</p>;
}

/** Previous / next page buttons with "page n of m". */
export function Pager({ page, pageSize, total, onPage, context }: { page: number; pageSize: number; total: number; onPage: (page: number) => void; context: RenderContext }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="class-pager" aria-label={text('classes.pages', context)}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{text('classes.previous', context)}</button>
      <span aria-live="polite">{text('classes.pageOf', context, { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>{text('classes.next', context)}</button>
    </nav>
  );
}
