/**
 * The flexible root font size of the mobile layout, reconciled with Mantine.
 *
 * The root font size is one tenth of the viewport width (width capped at 540), recalculated
 * 300 ms after resizing stops; the pixel ratio is 1, 2 or 3 (above 1 only on iPhone-type devices);
 * the body font size is 12 × ratio (device pixels).
 *
 * Mantine sizes everything as `calc(<n>rem * var(--mantine-scale))`. Setting the root to
 * width/10 alone (37.5 px at 375 px, 54 px at the cap) would blow every Mantine component up 2–3×.
 * So we apply the root size as specified AND set `--mantine-scale` to 16 / rootFontPx: Mantine's
 * `1rem × scale` then stays 16 CSS px at every width, keeping components at their designed
 * proportions and readable, while plain `rem` in our own CSS follows the flexible width/10 unit
 * (the legacy mobile design unit). The pixel ratio goes on `<html data-dpr>` and the body font size
 * of 12 × ratio device pixels is exposed as `--flexible-body-font-size` in CSS pixels (12 px; we
 * keep the page at device-width scale instead of shrinking the viewport by 1/ratio).
 */
import { LAYOUT } from '@portal/shared';

export interface FlexibleLayout {
  /** Pixel ratio used for layout: 1, 2 or 3. */
  dpr: 1 | 2 | 3;
  /** Root (html) font size in CSS px. */
  rootFontPx: number;
  /** Body font size in device pixels (12 × dpr). */
  bodyFontDevicePx: number;
  /** Value for `--mantine-scale` so Mantine's 1rem stays 16 CSS px. */
  mantineScale: number;
}

const MANTINE_BASE_PX = 16;

function isIPhoneLike(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

export function layoutPixelRatio(devicePixelRatio: number, iPhoneLike: boolean): 1 | 2 | 3 {
  if (!iPhoneLike) return 1;
  if (devicePixelRatio >= 3) return 3;
  if (devicePixelRatio >= 2) return 2;
  return 1;
}

export function computeFlexibleLayout(
  viewportWidth: number,
  devicePixelRatio: number,
  userAgent: string,
): FlexibleLayout {
  const dpr = layoutPixelRatio(devicePixelRatio, isIPhoneLike(userAgent));
  const width = Math.min(Math.max(viewportWidth, 1), LAYOUT.maxWidth);
  const rootFontPx = width / LAYOUT.rootFontDivisor;
  return {
    dpr,
    rootFontPx,
    bodyFontDevicePx: LAYOUT.bodyFontBase * dpr,
    mantineScale: MANTINE_BASE_PX / rootFontPx,
  };
}

/** Writes the layout to `<html>`; returns what was applied. */
export function applyFlexibleLayout(
  doc: Document = document,
  win: Window = window,
): FlexibleLayout {
  const width = doc.documentElement.clientWidth || win.innerWidth;
  const layout = computeFlexibleLayout(width, win.devicePixelRatio || 1, win.navigator.userAgent);
  const html = doc.documentElement;
  const scale = String(layout.mantineScale);
  const bodyFont = `${layout.bodyFontDevicePx / layout.dpr}px`;
  // The page's head applied the same values before the first paint (FLEXIBLE_LAYOUT_SCRIPT):
  // writing them again would still make the browser restyle the whole page.
  if (
    html.dataset.dpr === String(layout.dpr) &&
    html.style.getPropertyValue('--mantine-scale') === scale &&
    html.style.getPropertyValue('--flexible-body-font-size') === bodyFont
  ) {
    return layout;
  }
  html.dataset.dpr = String(layout.dpr);
  html.style.fontSize = `${layout.rootFontPx}px`;
  html.style.setProperty('--mantine-scale', scale);
  html.style.setProperty('--flexible-body-font-size', bodyFont);
  return layout;
}
