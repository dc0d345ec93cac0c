/**
 * The process's start-up work (the server render's page code loaded and a first page rendered),
 * finished before the BFF listens: the first visitors are not the ones who pay for loading code,
 * and `/readyz` never says 200 for a replica that would shed its first requests. While it runs
 * the event loop is busy by design; `quietFor` tells the event-loop guard when its samples are
 * about serving again, not about starting.
 */
export class WarmUp {
  private readonly tasks: Promise<unknown>[] = [];
  private doneAt: number | null = null;

  /**
   * Adds start-up work. Its failure is the caller's to report and never holds the start, unless
   * the work is `required`: then a failure within the time `settle` waits fails the start.
   */
  add(task: Promise<unknown>, { required = false }: { required?: boolean } = {}): void {
    this.tasks.push(required ? task : task.catch(() => undefined));
  }

  /**
   * Waits for every task added so far, `limitMs` at most, then counts the start-up as over;
   * rejects with the failure of a required task.
   */
  async settle(limitMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs);
      timer.unref();
    });
    await Promise.race([Promise.all(this.tasks), limit]);
    clearTimeout(timer);
    this.doneAt ??= performance.now();
  }

  get done(): boolean {
    return this.doneAt !== null;
  }

  /** Whether the start-up has been over for at least `ms`. */
  quietFor(ms: number): boolean {
    return this.doneAt !== null && performance.now() - this.doneAt >= ms;
  }
}
