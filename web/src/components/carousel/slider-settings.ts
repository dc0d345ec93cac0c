import { SLIDER } from '@portal/shared';
import type { EmblaOptionsType } from 'embla-carousel';

/**
 * Embla's `duration` is not in milliseconds: it is the scroll "attraction" (recommended 20-60,
 * default 25). A settle time of about 10 ms per unit is what it feels like, so the spec's 300 ms
 * transition maps to 30, kept within Embla's recommended range.
 */
export function emblaDuration(transitionMs: number): number {
  return Math.min(60, Math.max(20, Math.round(transitionMs / 10)));
}

/** Embla options of the portal's carousels: 300 ms transition, one slide per view, drag/swipe. */
export const sliderOptions = {
  duration: emblaDuration(SLIDER.transitionMs),
  slidesToScroll: SLIDER.slidesPerView,
  loop: true,
  align: 'start',
  dragFree: false,
  containScroll: false,
} satisfies EmblaOptionsType;

/** Slide width for `slidesPerView` slides in view. */
export const slideSize = `${100 / SLIDER.slidesPerView}%`;
