import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { SLIDER, slideIndexAt, wrapIndex } from './slider-settings';
import classes from './slider.module.css';

export interface SliderProps {
  slides: readonly { key: string; content: ReactNode }[];
  /** Accessible name of the carousel. */
  label: string;
  withIndicators?: boolean;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
const slideWidth = (strip: HTMLElement) => strip.clientWidth / SLIDER.slidesPerView;

/**
 * A swipeable carousel, one slide per view. The slides sit side by side in a strip the browser
 * scrolls and snaps itself: a swipe works from the first paint, before any script, and nothing is
 * measured or set up while the page hydrates. The arrows and dots move the strip in the spec's
 * 300 ms (at once when the reader asks for reduced motion); past the last slide they wrap round.
 */
export function Slider({ slides, label, withIndicators = true }: SliderProps) {
  const strip = useRef<HTMLDivElement>(null);
  const animation = useRef(0);
  const [active, setActive] = useState(0);
  const count = slides.length;
  const o = useMessageOptions();

  // The slide in view follows the strip wherever it was moved from (swipe, arrows, keyboard focus).
  const onScroll = useCallback(() => {
    const el = strip.current;
    if (!el || animation.current) return;
    setActive(slideIndexAt(el.scrollLeft, slideWidth(el), count));
  }, [count]);

  useEffect(() => () => cancelAnimationFrame(animation.current), []);

  const show = (index: number) => {
    const el = strip.current;
    if (!el) return;
    const target = wrapIndex(index, count);
    setActive(target);
    cancelAnimationFrame(animation.current);
    const from = el.scrollLeft;
    const to = target * slideWidth(el);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || from === to) {
      animation.current = 0;
      el.scrollLeft = to;
      return;
    }
    // Snapping is off while the strip is moved frame by frame, or it would snap at each frame.
    el.dataset.moving = '';
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / SLIDER.transitionMs);
      el.scrollLeft = from + (to - from) * easeOutCubic(t);
      if (t < 1) {
        animation.current = requestAnimationFrame(step);
        return;
      }
      animation.current = 0;
      delete el.dataset.moving;
    };
    animation.current = requestAnimationFrame(step);
  };

  return (
    <section
      className={classes.root}
      aria-label={label}
      aria-roledescription={m.ui_carousel_role({}, o)}
      style={{ '--slides-per-view': SLIDER.slidesPerView } as CSSProperties}
    >
      <div ref={strip} className={classes.strip} onScroll={count > 1 ? onScroll : undefined}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={classes.slide}
            role="group"
            aria-roledescription={m.ui_carousel_slide_role({}, o)}
            aria-label={`${i + 1} / ${count}`}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${classes.control} ${classes.previous}`}
            aria-label={m.ui_carousel_previous({}, o)}
            onClick={() => show(active - 1)}
          >
            <IconChevronLeft size={16} aria-hidden />
          </button>
          <button
            type="button"
            className={`${classes.control} ${classes.next}`}
            aria-label={m.ui_carousel_next({}, o)}
            onClick={() => show(active + 1)}
          >
            <IconChevronRight size={16} aria-hidden />
          </button>
          {withIndicators && (
            <div
              className={classes.indicators}
              role="group"
              aria-label={m.ui_carousel_choose({}, o)}
            >
              {slides.map((slide, i) => (
                <button
                  key={slide.key}
                  type="button"
                  className={classes.indicator}
                  aria-label={m.ui_carousel_slide({ n: i + 1 }, o)}
                  aria-current={i === active ? 'true' : undefined}
                  data-active={i === active || undefined}
                  onClick={() => show(i)}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
