import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@test-utils/render';
import { ScriptSwitch } from './script-switch';
import { ScriptOfferBanner, showScriptOffer } from './script-offer';

function clearCookies() {
  document.cookie = 'zh_script=; path=/; max-age=0';
  document.cookie = 'zh_offer=; path=/; max-age=0';
}

describe('language switch and banner (Traditional copy)', () => {
  afterEach(() => {
    clearCookies();
    window.history.replaceState(null, '', '/');
    document.getElementById('script-offer')?.remove();
  });

  it('marks 繁 as current and links 简 to the same page under /zh-cn', () => {
    render(<ScriptSwitch />, { route: '/doctor/list?keyword=針灸' });
    expect(screen.getByText('繁')).toHaveAttribute('aria-current', 'true');
    const other = screen.getByRole('link', { name: '转用简体中文' });
    expect(other).toHaveAttribute('href', '/zh-cn/doctor/list?keyword=針灸');
    expect(other).toHaveAttribute('lang', 'zh-CN');
  });

  it('links EN to the same page and query under /en', () => {
    render(<ScriptSwitch />, { route: '/doctor/D1001?booking=1' });
    const en = screen.getByRole('link', { name: 'EN – English' });
    expect(en).toHaveAttribute('href', '/en/doctor/D1001?booking=1');
    expect(en).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('gives the served links the whole query once hydrated, without a mismatch', async () => {
    // The server renders from the page's own query only (the BFF's page key): `from` is dropped.
    const at = (url: string) => (
      <MemoryRouter initialEntries={[url]}>
        <ScriptSwitch />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(at('/doctor/D1001'));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    try {
      expect(container.querySelector('a[lang="en"]')).toHaveAttribute('href', '/en/doctor/D1001');
      const root = await act(async () => hydrateRoot(container, at('/doctor/D1001?from=menu')));
      expect(container.querySelector('a[lang="en"]')).toHaveAttribute(
        'href',
        '/en/doctor/D1001?from=menu',
      );
      expect(container.querySelector('a[lang="zh-CN"]')).toHaveAttribute(
        'href',
        '/zh-cn/doctor/D1001?from=menu',
      );
      expect(errors).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it('offers Simplified in Simplified, for the current page, and remembers either choice', () => {
    window.history.replaceState(null, '', '/news/list?page=2');
    document.cookie = 'zh_offer=hans; path=/';
    const onClose = vi.fn();
    render(<ScriptOfferBanner onClose={onClose} />);
    const banner = screen.getByRole('region', { name: '这个网页也有简体中文版。' });
    const go = within(banner).getByRole('link', { name: '转用简体' });
    expect(go).toHaveAttribute('href', '/zh-cn/news/list?page=2');
    // jsdom cannot load another page: the click's own work (the cookies) is what is checked.
    go.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(go);
    expect(document.cookie).toContain('zh_script=hans');
    expect(document.cookie).not.toContain('zh_offer=');
    fireEvent.click(within(banner).getByRole('button', { name: '不用了' }));
    expect(document.cookie).toContain('zh_script=hant');
    expect(onClose).toHaveBeenCalled();
  });

  it('is put above the app and removed when dismissed', async () => {
    const app = document.createElement('div');
    app.id = 'root';
    document.body.append(app);
    try {
      showScriptOffer();
      const banner = await screen.findByRole('region', { name: '这个网页也有简体中文版。' });
      expect(document.getElementById('script-offer')?.nextElementSibling).toBe(app);
      fireEvent.click(within(banner).getByRole('button', { name: '不用了' }));
      expect(document.getElementById('script-offer')).toBeNull();
    } finally {
      app.remove();
    }
  });
});
