import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import { safeHref } from '../../schemas/safe-url';
import { text } from '../_shared/messages';
import type { ImageProps } from './schema';
import './image.css';

/** An image; a link when one is set. Without an image visitors see nothing and editors a placeholder. */
export default function Image({ props, context }: BlockComponentProps<ImageProps>) {
  if (!props.url) {
    return context.mode === 'edit' ? <div className="image-block image-block--empty">{text('image.placeholder', context)}</div> : null;
  }
  const picture = <img className={`image-block__img image-block__img--${props.fit}`} src={props.url} alt={localize(props.alt, context)} loading="lazy" />;
  const href = safeHref(props.link);
  return <figure className="image-block">{href ? <a href={href}>{picture}</a> : picture}</figure>;
}
