/**
 * Resolves in a new task, so the browser can handle input and paint before the work after the
 * `await` goes on. Uses `scheduler.yield()` where the browser has it (the continuation keeps its
 * place ahead of other tasks), otherwise a message to this window's own channel (unlike
 * `setTimeout`, never clamped to 4 ms).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
