import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import type { RichTextProps } from './schema';

/** Formatted text. The HTML was sanitized by the server when the page was saved. */
export default function RichText({ props, context }: BlockComponentProps<RichTextProps>) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: localize(props.content, context) }} />;
}
