/**
 * Shown when a cover image cannot be displayed (missing file, or a type the BFF does not serve
 * inline): a plain jade tile instead of the browser's broken-image icon.
 */
export const COVER_FALLBACK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e9f7f0'/%3E%3C/svg%3E";
