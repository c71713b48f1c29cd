import type { RenderContext } from '../../renderer/context';
import { text } from '../_shared/messages';
import type { AttachmentView } from './render';

/** A file's name as a link that opens (images) or downloads it, with its type. */
export function AttachmentLink({ item, context }: { item: { name: string; url: string; attachmentType: number }; context: RenderContext }) {
  return (
    <span className="class-row__main">
      <a href={item.url} target="_blank" rel="noopener">{item.name}</a>{' '}
      <span className="class-tag">{text(`files.kind.${item.attachmentType as 1 | 2 | 3}`, context)}</span>
    </span>
  );
}

export type { AttachmentView };
