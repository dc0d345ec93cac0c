let ready: Promise<unknown> | null = null;

/** Sets up dayjs (locale, week start) once; resolves when done. */
export function datesReady(): Promise<unknown> {
  ready ??= import('./dayjs-setup');
  return ready;
}
