import type { BlockComponentProps } from '../../renderer/block-definition';
import { localize, type RenderContext } from '../../renderer/context';
import { textOf } from '../_shared/cards/Card';
import { text } from '../_shared/messages';
import { Carousel, type Slide } from './Carousel';
import type { BannerProps, DefaultBanner } from './schema';
import './banner.css';

function ownSlides(props: BannerProps, context: RenderContext): Slide[] {
  return (props.slides ?? []).map((slide) => ({
    title: localize(slide.title, context),
    subtitle: localize(slide.subtitle, context),
    imageUrl: slide.imageUrl,
    linkUrl: slide.linkUrl,
  }));
}

function schoolSlides(value: DefaultBanner | null | undefined, context: RenderContext): Slide[] {
  return (value?.slides ?? []).map((slide) => ({
    title: textOf(slide.title ?? '', context),
    subtitle: '',
    imageUrl: slide.imageUrl ?? '',
    linkUrl: slide.linkUrl ?? '',
  }));
}

/** A carousel of the block's slides, or of the school's default banner when it has none. */
export default function Banner({ props, data, context }: BlockComponentProps<BannerProps, DefaultBanner | null>) {
  const className = `banner banner--${props.height} banner--${props.align}`;
  const own = ownSlides(props, context);
  const slides = own.length ? own : schoolSlides(data.value, context);
  if (slides.length) {
    return <Carousel slides={slides} autoplay={props.autoplay} intervalSeconds={props.intervalSeconds} className={className} context={context} />;
  }
  if (data.status === 'loading') return <div className={`${className} banner--placeholder`} aria-busy="true" />;
  // Visitors see no empty band when the school has no default banner either; editors see why.
  if (context.mode !== 'edit') return null;
  return (
    <div className={`${className} banner--placeholder`} role={data.status === 'error' ? 'alert' : 'note'}>
      {text(data.status === 'error' ? 'common.loadFailed' : 'common.empty', context)}
    </div>
  );
}
