import type { ReactZoomPanPinchProps } from 'react-zoom-pan-pinch';

/** The image viewer's settings. */
export const IMAGE_VIEWER = {
  slideshowIntervalMs: 5000,
  initialCoverage: 0.9,
  zoomStep: 0.1,
  minZoomRatio: 0.01,
  maxZoomRatio: 100,
  minInlineWidth: 200,
  minInlineHeight: 100,
  zIndex: 2015,
} as const;

/** react-zoom-pan-pinch settings taken from `IMAGE_VIEWER`. */
export const viewerTransformProps = {
  initialScale: 1,
  minScale: IMAGE_VIEWER.minZoomRatio,
  maxScale: IMAGE_VIEWER.maxZoomRatio,
  centerOnInit: true,
  centerZoomedOut: true,
  limitToBounds: false,
  wheel: { step: IMAGE_VIEWER.zoomStep },
  pinch: { step: IMAGE_VIEWER.zoomStep * 50 },
  doubleClick: { mode: 'toggle', step: 1 },
  // Arrow keys switch images (handled by the viewer), so the library's own arrow panning is off.
  keyboard: { disabled: true },
} satisfies ReactZoomPanPinchProps;

export interface Size {
  width: number;
  height: number;
}

/**
 * The size an image first shows at: `IMAGE_VIEWER.initialCoverage` of the viewport along its
 * limiting side, keeping its aspect ratio, and never larger than the image itself (as viewer.js).
 */
export function initialImageSize(
  natural: Size,
  viewport: Size,
  coverage: number = IMAGE_VIEWER.initialCoverage,
): Size {
  if (natural.width <= 0 || natural.height <= 0) return { width: 0, height: 0 };
  const ratio = Math.min(
    (viewport.width * coverage) / natural.width,
    (viewport.height * coverage) / natural.height,
    1,
  );
  return {
    width: Math.round(natural.width * ratio),
    height: Math.round(natural.height * ratio),
  };
}

/** Next quarter turn, 0..3. */
export function rotateQuarter(turns: number, direction: 1 | -1): number {
  return (((turns + direction) % 4) + 4) % 4;
}
