import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize } from '../../renderer/context';
import type { BannerProps } from './schema';
import './banner.css';

/** A wide heading band with an optional background image and link. */
export default function Banner({ props, context }: BlockComponentProps<BannerProps>) {
  const title = localize(props.title, context);
  const subtitle = localize(props.subtitle, context);
  const style = props.imageUrl ? { backgroundImage: `url("${encodeURI(props.imageUrl)}")` } : undefined;
  const body = (
    <>
      {title && <h2 className="banner__title">{title}</h2>}
      {subtitle && <p className="banner__subtitle">{subtitle}</p>}
    </>
  );
  return (
    <section className={`banner banner--${props.height} banner--${props.align}`} style={style}>
      {props.linkUrl && context.mode === 'view' ? (
        <a className="banner__link" href={props.linkUrl}>
          {body}
        </a>
      ) : (
        body
      )}
    </section>
  );
}
