/** Carousel settings. */
export const SLIDER = {
  transitionMs: 300,
  slidesPerView: 1,
} as const;

/** The slide index `i` brought into 0..count-1, wrapping round past either end. */
export function wrapIndex(i: number, count: number): number {
  if (count <= 0) return 0;
  return ((i % count) + count) % count;
}

/** Which slide a strip scrolled to `scrollLeft` shows, its slides each `width` wide. */
export function slideIndexAt(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / width)));
}
