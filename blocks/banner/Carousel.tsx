import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { RenderContext } from '../../renderer/context';
import { RTL_LANGUAGES } from '../../schemas/languages';
import { safeHref } from '../../schemas/safe-url';
import { text } from '../_shared/messages';
import { backgroundImage } from '../_shared/schema-parts';
import { useReducedMotion } from './useReducedMotion';

/** A slide with its texts already in the page's language. */
export interface Slide {
  title: string;
  subtitle: string;
  imageUrl: string;
  linkUrl: string;
}

interface CarouselProps {
  slides: Slide[];
  autoplay: boolean;
  intervalSeconds: number;
  className: string;
  context: RenderContext;
}

/**
 * Slides with previous/next buttons, dots and arrow keys. Autoplay runs only for visitors, pauses
 * while the pointer or focus is inside, can be paused with a button, and stays off under reduced motion.
 */
export function Carousel({ slides, autoplay, intervalSeconds, className, context }: CarouselProps) {
  const [chosen, setChosen] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = slides.length;
  const current = Math.min(chosen, count - 1);
  const canPlay = autoplay && context.mode === 'view' && count > 1 && !reducedMotion;
  const playing = canPlay && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setChosen((i) => (i + 1) % count), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [playing, count, intervalSeconds]);

  const go = (step: number) => setChosen((current + step + count) % count);
  function onKeyDown(event: KeyboardEvent) {
    const forward = RTL_LANGUAGES.includes(context.locale) ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(1);
    else if (event.key === back) go(-1);
    else return;
    event.preventDefault();
  }
  function onBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      className={className}
      aria-roledescription={text('banner.carousel', context)}
      aria-label={slides[current]?.title || text('banner.carousel', context)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={count > 1 ? onKeyDown : undefined}
    >
      <div className="banner__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="banner__slide"
            role="group"
            aria-roledescription={text('banner.slide', context)}
            aria-label={text('banner.position', context, { n: i + 1, total: count })}
            hidden={i !== current}
            style={backgroundImage(slide.imageUrl)}
          >
            <SlideBody slide={slide} linked={context.mode === 'view'} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="banner__controls">
          {canPlay && (
            <button type="button" className="banner__button" onClick={() => setStopped(!stopped)}>
              {text(stopped ? 'banner.play' : 'banner.pause', context)}
            </button>
          )}
          <button type="button" className="banner__button banner__arrow" aria-label={text('banner.previous', context)} onClick={() => go(-1)}>‹</button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="banner__dot"
              aria-label={text('banner.goTo', context, { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setChosen(i)}
            />
          ))}
          <button type="button" className="banner__button banner__arrow" aria-label={text('banner.next', context)} onClick={() => go(1)}>›</button>
        </div>
      )}
    </section>
  );
}

function SlideBody({ slide, linked }: { slide: Slide; linked: boolean }) {
  const body = (
    <>
      {slide.title && <h2 className="banner__title">{slide.title}</h2>}
      {slide.subtitle && <p className="banner__subtitle">{slide.subtitle}</p>}
    </>
  );
  const href = safeHref(slide.linkUrl);
  return href && linked ? <a className="banner__link" href={href}>{body}</a> : body;
}
