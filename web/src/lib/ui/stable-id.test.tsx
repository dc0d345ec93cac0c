import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useId } from './stable-id';

function Labelled({ id }: { id?: string }) {
  const inputId = useId(id);
  return <input id={inputId} aria-label="x" />;
}

describe('useId for Mantine components', () => {
  it('keeps an id that is given', () => {
    expect(renderToString(<Labelled id="search" />)).toContain('id="search"');
  });

  it('renders the same id on the server and after hydration, without changing it', async () => {
    const html = renderToString(<Labelled />);
    const serverId = /id="([^"]+)"/.exec(html)?.[1];
    expect(serverId).toMatch(/^mantine-[\w-]+$/);
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Labelled />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('input')?.id).toBe(serverId);
  });
});
