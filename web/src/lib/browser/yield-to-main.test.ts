import { describe, expect, it } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('resumes after the current task and its microtasks', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('after yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await done;
    expect(order).toEqual(['sync', 'microtask', 'after yield']);
  });
});
