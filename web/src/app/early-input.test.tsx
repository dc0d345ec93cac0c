import { useEffect, useState, type FormEvent } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_READY_ATTR, EARLY_INPUT_KEY, EARLY_INPUT_SCRIPT } from '@portal/shared';

let toggles = 0;

/**
 * A controlled form like the portal's, telling the test what its handler was sent, with a
 * disclosure button beside it (like 篩選) that counts its presses in `toggles`.
 */
function LoginLike({ onSent }: { onSent: (phone: string, agreed: boolean) => void }) {
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // What the app's frame does once hydrated.
    const handOver = (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
    if (typeof handOver === 'function') handOver();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSent(phone, agreed);
  };
  return (
    <form method="post" onSubmit={submit}>
      <input aria-label="phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <input
        aria-label="agree"
        type="checkbox"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      <button type="submit">send</button>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          toggles += 1;
          setOpen(!open);
        }}
      >
        more
      </button>
    </form>
  );
}

beforeAll(() => {
  // Hydration is driven with act() directly, without a testing library that would say so.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  // The script stays installed, as it does for a page's life; the next test's page is not ready.
  document.documentElement.removeAttribute(APP_READY_ATTR);
  vi.useRealTimers();
  toggles = 0;
});

/** The server's page with the head script run: what the reader has before the app is ready. */
function serverPage(onSent: (phone: string, agreed: boolean) => void): HTMLFormElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<LoginLike onSent={onSent} />);
  document.body.append(container);
  new Function(EARLY_INPUT_SCRIPT)();
  return container.querySelector('form')!;
}

/** Types the way a browser does: the value changes, then the input event. */
function type(field: HTMLInputElement, value: string): void {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function hydrate(onSent: (phone: string, agreed: boolean) => void): void {
  act(() => {
    root = hydrateRoot(container!, <LoginLike onSent={onSent} />);
  });
}

describe('the early-input head script', () => {
  it('holds a form sent before the app is ready, then sends it with what was typed', async () => {
    const sent = vi.fn();
    const form = serverPage(sent);
    type(form.querySelector('[aria-label="phone"]')!, '91234567');
    form.querySelector<HTMLInputElement>('[aria-label="agree"]')!.click();
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    hydrate(sent);
    expect(document.documentElement.hasAttribute(APP_READY_ATTR)).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('91234567', true);
  });

  it('keeps what was typed for a form sent after the app is ready', () => {
    const sent = vi.fn();
    const form = serverPage(sent);
    type(form.querySelector('[aria-label="phone"]')!, '98765432');
    hydrate(sent);
    act(() => form.querySelector('button')!.click());
    expect(sent).toHaveBeenCalledWith('98765432', false);
  });

  it('sends a held form the plain way when the app never comes', () => {
    vi.useFakeTimers();
    const plain = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = serverPage(vi.fn());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(14_000);
    expect(plain).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(plain).toHaveBeenCalledTimes(1);
    plain.mockRestore();
  });

  it('presses a disclosure button pressed before the app was ready once it is', async () => {
    const form = serverPage(vi.fn());
    const more = form.querySelector<HTMLButtonElement>('[aria-expanded]')!;
    more.click();
    more.click();
    expect(toggles).toBe(0);
    hydrate(vi.fn());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    // Once, not once per press: the reader wanted it open.
    expect(toggles).toBe(1);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('does not press it again when the app has answered a press itself', async () => {
    const form = serverPage(vi.fn());
    const more = form.querySelector<HTMLButtonElement>('[aria-expanded]')!;
    more.click();
    hydrate(vi.fn());
    // Pressed again as the app takes over: that press reached the app, which opened it.
    act(() => more.click());
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(toggles).toBe(1);
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves every form to the app once it is ready', () => {
    const form = serverPage(vi.fn());
    document.documentElement.setAttribute(APP_READY_ATTR, '');
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
