/**
 * A long form on a phone shows one screen of itself: when sending it finds something to fix, the
 * first field in error (or a message of the form's own, marked `data-form-error`, focusable with
 * tabIndex -1) is brought into view and focused once the errors have rendered, so a screen reader
 * reads it with its message and nobody is left looking for it.
 */
export function showFirstError(form: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  });
}
