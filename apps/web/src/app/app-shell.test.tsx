import { describe, expect, it, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
import { makeMe } from '../../test/fixtures';
import { renderInApp, renderRoute } from '../../test/render';

const me = makeMe({
  id: 'u1',
  email: 'admin@pintrip.kr',
  is_admin: true,
  profile: { full_name: '관리자', phone: null, location: null, avatar_url: null },
});

describe('app shell', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('ko');
  });

  it('shows visitors login and sign-up, and no admin tab', async () => {
    renderRoute('/', {
      '/api/app-info': {
        status: 200,
        body: {
          contact_email: 'hi@pintrip.kr',
          map_tile_url: '',
          social_providers: [],
          require_email_verification: false,
        },
      },
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: '다른 여행자의 발자취로 나만의 여행을 그려보세요',
      }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '여행지' })).toHaveAttribute('href', '/destinations');
    expect(within(nav).queryByRole('link', { name: '관리자' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '로그인' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '회원가입' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'hi@pintrip.kr' })).toHaveAttribute(
      'href',
      'mailto:hi@pintrip.kr',
    );
    expect(screen.getByText('© 2025 Pintrip. All rights reserved.')).toBeInTheDocument();
  });

  it('the hero button opens the login dialog for a visitor', async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByTestId('hero-cta'));
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
  });

  it('the hero button goes to /itineraries when signed in', async () => {
    const { router } = renderRoute('/', { '/api/me': { status: 200, body: me } });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '로그아웃' }).length).toBeGreaterThan(0),
    );
    await userEvent.click(screen.getByTestId('hero-cta'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itineraries'));
  });

  it('shows the admin tab to admins, with logout in header and footer', async () => {
    renderRoute('/', { '/api/me': { status: 200, body: me } });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    expect(await within(nav).findByRole('link', { name: '관리자' })).toHaveAttribute('href', '/admin');
    expect(screen.getAllByRole('button', { name: '로그아웃' })).toHaveLength(2);
  });

  it('switches language, stores it and sets <html lang>', async () => {
    renderRoute('/');
    await userEvent.click(await screen.findByTestId('language-select'));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Plan your own trip in the footsteps of other travellers',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('pintrip.language')).toBe('en');
  });

  it('sends visitors from My Page to the landing page', async () => {
    const { router } = renderRoute('/mypage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps non-admins out of the admin area: a 403 screen, and no admin data is asked for', async () => {
    const { calls } = renderRoute('/admin/users', {
      '/api/me': { status: 200, body: { ...me, is_admin: false } },
    });
    expect(await screen.findByRole('heading', { name: '관리자 권한이 필요합니다.' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/admin'))).toBe(false);
  });

  it('shows a not-found page for unknown routes', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });

  it('renders the guide page in Japanese', async () => {
    await i18n.changeLanguage('ja');
    renderRoute('/guides');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ガイド探し機能を準備しています' }),
    ).toBeInTheDocument();
  });
});

describe('error screen', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('ko');
  });

  function Broken(): never {
    throw new Error('a bug in a screen');
  }

  it('shows a localized apology with a retry and a way home when a screen fails', async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      renderInApp(<Broken />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: '문제가 발생했습니다' })).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
      expect(within(alert).getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
      expect(screen.queryByText('a bug in a screen')).not.toBeInTheDocument();
      await i18n.changeLanguage('ja');
      expect(await within(alert).findByRole('heading', { name: '問題が発生しました' })).toBeInTheDocument();
    } finally {
      console.error = consoleError;
    }
  });
});
