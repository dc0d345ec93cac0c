import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRIENDLY_LINKS, type UserInfo } from '@portal/shared';
import { render } from '@test-utils/render';
import { removeSaved, toggleSaved } from '../../lib/saved/saved-actions';
import { clearLogin, setLoggedIn } from '../../lib/session/current-session';
import { Footer } from './footer';
import { Header } from './header';

describe('header', () => {
  afterEach(() => clearLogin());

  it('shows the main navigation and login/register for visitors', () => {
    render(<Header onLogout={() => {}} />, { route: '/doctor/list' });
    for (const label of [
      '首頁',
      '搵中醫師',
      '中醫診所',
      '健康資訊',
      '健康問答',
      '兒童成長',
      '中醫職位',
    ]) {
      expect(screen.getAllByRole('link', { name: label }).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: '搵中醫師' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: '登入' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fdoctor%2Flist',
    );
    expect(screen.getByRole('link', { name: '註冊' })).toBeInTheDocument();
  });

  it('links 我的收藏 with the number saved, updating when one is saved', () => {
    render(<Header onLogout={() => {}} />);
    expect(screen.getByRole('link', { name: '我的收藏' })).toHaveAttribute('href', '/my-saved');
    act(() => {
      toggleSaved({ kind: 'doctor', id: 'D1001', name: '李卓賢', subtitle: '', image: '' });
    });
    try {
      expect(screen.getByRole('link', { name: '我的收藏（1 項）' })).toHaveTextContent('收藏1');
    } finally {
      act(() => removeSaved('doctor', 'D1001'));
    }
  });

  it("shows the user's name, the personal centre and logout when logged in", () => {
    const onLogout = vi.fn();
    render(<Header onLogout={onLogout} />);
    act(() => setLoggedIn({ clientid: 'U1', username: '陳大文' } as UserInfo));
    expect(screen.getByText('陳大文')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '個人中心' })).toHaveAttribute('href', '/user');
    fireEvent.click(screen.getByRole('button', { name: '登出' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
  });
});

describe('footer', () => {
  it('lists the six friendly links, opening in a new tab', () => {
    render(<Footer />);
    expect(FRIENDLY_LINKS).toHaveLength(6);
    for (const link of FRIENDLY_LINKS) {
      const a = screen.getByRole('link', { name: link.title });
      expect(a).toHaveAttribute('href', link.url);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: '私隱政策' })).toHaveAttribute('href', '/home/privacy');
    // Named after the stores the page lists.
    expect(screen.getByRole('link', { name: '清源堂銷售點' })).toHaveAttribute('href', '/qySales');
  });

  it('names the friendly links in English on the English copy', () => {
    render(<Footer />, { locale: 'en' });
    for (const link of FRIENDLY_LINKS) {
      expect(screen.getByRole('link', { name: link.english })).toHaveAttribute('href', link.url);
    }
    expect(screen.getByRole('link', { name: 'Hospital Authority' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /[\u3400-\u9fff]/ })).toBeNull();
  });
});
