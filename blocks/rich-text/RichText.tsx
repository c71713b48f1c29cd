import { useMemo } from 'react';
import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { sanitizeRichText } from '../../renderer/rich-text';
import type { RichTextProps } from './schema';

/**
 * Formatted text. The server sanitized it on save; it is drawn through the same policy again, so a
 * document saved before the policy (or under an older one) shows only what the policy allows.
 */
export default function RichText({ props, context }: BlockComponentProps<RichTextProps>) {
  const html = localize(props.content, context);
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />;
}
