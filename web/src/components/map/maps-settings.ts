/** How the Google Maps script is loaded: its version, libraries, region and language. */
export const MAPS = {
  version: 'weekly',
  libraries: ['places'] as const,
  region: 'CN',
  language: 'zh-HK',
  /** Retries after the first failed script load (the loader's own schedule). */
  retryCount: 3,
} as const;
