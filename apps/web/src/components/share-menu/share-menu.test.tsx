/*
 * Issue 20 item 15: one share menu for destinations and itineraries, the phone's share sheet first
 * where there is one, a KakaoTalk link card only with a Kakao key (its SDK fetched on demand), the
 * itinerary's shares counted on their channel, and one liked-heart look.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { activeMe, makeDestination, makeItinerary } from '../../../test/fixtures';
import { json, renderInApp, renderRoute } from '../../../test/render';
import { likedButtonClass } from '../ui/liked';
import { ShareMenu } from './share-menu';
import { ShareSettingsProvider } from './share-settings';
import { kakaoSdkIntegrity, kakaoSdkUrl, type KakaoSdk } from './kakao';

const appInfo = (kakao_js_key: string | null) =>
  json({
    contact_email: '',
    map_tile_url: '',
    social_providers: [],
    require_email_verification: false,
    kakao_js_key,
  });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  delete window.Kakao;
  document.querySelectorAll('script[data-testid="kakao-sdk"]').forEach((s) => s.remove());
});

const menuItems = () =>
  screen.getAllByRole('menuitem').map((item) => item.querySelector('[data-label]')?.textContent);

describe('the share menu', () => {
  it('puts the share sheet first where the browser has one, and counts only a finished share', async () => {
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
      .mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const onShared = vi.fn();
    renderInApp(
      <ShareMenu url="https://pintrip.test/destinations/1" title="성산일출봉" onShared={onShared} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '공유' }));
    expect(menuItems()).toEqual(['공유하기 (카카오톡·메시지 등)', '링크 복사', '페이스북', 'X (트위터)']);
    // Closing the sheet shares nothing.
    await userEvent.click(screen.getByRole('menuitem', { name: '공유하기 (카카오톡·메시지 등)' }));
    expect(share).toHaveBeenCalledWith({ title: '성산일출봉', url: 'https://pintrip.test/destinations/1' });
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(onShared).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '공유' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '공유하기 (카카오톡·메시지 등)' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('native'));
  });

  it('has no share sheet and no KakaoTalk item on a desktop without a Kakao key, and loads no SDK', async () => {
    renderInApp(<ShareMenu url="https://pintrip.test/x" title="x" />);
    await userEvent.click(screen.getByRole('button', { name: '공유' }));
    expect(menuItems()).toEqual(['링크 복사', '페이스북', 'X (트위터)']);
    expect(document.querySelector('script[data-testid="kakao-sdk"]')).toBeNull();
  });

  it('with a Kakao key, fetches the SDK (with its integrity hash) when the menu opens and sends a feed card', async () => {
    const onShared = vi.fn();
    renderInApp(
      <ShareSettingsProvider kakaoKey="test-js-key">
        <ShareMenu
          url="https://pintrip.test/destinations/1"
          title="성산일출봉"
          description="제주 서귀포시"
          imageUrl="https://pintrip.test/uploads/a.webp"
          onShared={onShared}
        />
      </ShareSettingsProvider>,
    );
    expect(document.querySelector('script[data-testid="kakao-sdk"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '공유' }));
    expect(menuItems()[0]).toBe('카카오톡으로 공유');
    const script = document.querySelector<HTMLScriptElement>('script[data-testid="kakao-sdk"]');
    expect(script?.src).toBe(kakaoSdkUrl);
    expect(script?.integrity).toBe(kakaoSdkIntegrity);
    expect(script?.crossOrigin).toBe('anonymous');

    const sendDefault = vi.fn();
    const init = vi.fn();
    let initialized = false;
    const sdk: KakaoSdk = {
      init: (key) => {
        init(key);
        initialized = true;
      },
      isInitialized: () => initialized,
      Share: { sendDefault },
    };
    window.Kakao = sdk;
    await act(async () => script!.dispatchEvent(new Event('load')));
    await userEvent.click(screen.getByRole('menuitem', { name: '카카오톡으로 공유' }));
    await waitFor(() => expect(onShared).toHaveBeenCalledWith('kakao'));
    expect(init).toHaveBeenCalledWith('test-js-key');
    const link = {
      mobileWebUrl: 'https://pintrip.test/destinations/1',
      webUrl: 'https://pintrip.test/destinations/1',
    };
    expect(sendDefault).toHaveBeenCalledWith({
      objectType: 'feed',
      content: {
        title: '성산일출봉',
        description: '제주 서귀포시',
        imageUrl: 'https://pintrip.test/uploads/a.webp',
        link,
      },
    });
  });

  it('reads the Kakao key from GET /api/app-info in the app', async () => {
    const destination = makeDestination({ id: 'd-k' });
    renderRoute('/destinations/d-k', (call) => {
      if (call.path === '/api/app-info') return appInfo('app-key');
      if (call.path === '/api/destinations/d-k') return json(destination);
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: destination.title }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '공유' }));
    expect(await screen.findByRole('menuitem', { name: '카카오톡으로 공유' })).toBeInTheDocument();
  });

  it('is the same menu with the same labels on an itinerary, and counts each share on its channel', async () => {
    const itinerary = makeItinerary({ id: 'trip-s', share_count: 3 });
    const { calls } = renderRoute('/itineraries/trip-s', (call) => {
      if (call.path === '/api/itineraries/trip-s') return json(itinerary);
      if (call.path === '/api/itineraries/trip-s/recommendations') return json({ items: [] });
      if (call.path === '/api/itineraries/trip-s/share') return json({ share_count: 4 });
      return undefined;
    });
    const [button] = await screen.findAllByRole('button', { name: /^공유/ }, { timeout: 5000 });
    expect(within(button!).getByLabelText('공유 3회')).toHaveTextContent('3');
    await userEvent.click(button!);
    expect(menuItems()).toEqual(['링크 복사', '페이스북', 'X (트위터)']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'X (트위터)' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/itineraries/trip-s/share')?.body).toEqual({ channel: 'x' }),
    );
  });
});

describe('the liked heart', () => {
  it('looks the same on a liked destination and a liked itinerary', async () => {
    const destination = makeDestination({ id: 'd-l', is_liked: true, likes_count: 2 });
    renderRoute('/destinations/d-l', (call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/destinations/d-l') return json(destination);
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: destination.title }, { timeout: 5000 });
    const destinationLike = within(dialog).getByTestId('like-button');
    expect(destinationLike).toHaveAttribute('aria-pressed', 'true');
    for (const name of likedButtonClass.split(' ')) expect(destinationLike).toHaveClass(name);
  });

  it('on the itinerary detail too', async () => {
    const itinerary = makeItinerary({ id: 'trip-l', is_liked: true, likes_count: 5 });
    renderRoute('/itineraries/trip-l', (call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/itineraries/trip-l') return json(itinerary);
      if (call.path === '/api/itineraries/trip-l/recommendations') return json({ items: [] });
      return undefined;
    });
    const [like] = await screen.findAllByRole('button', { pressed: true, name: /좋아요/ }, { timeout: 5000 });
    for (const name of likedButtonClass.split(' ')) expect(like).toHaveClass(name);
  });
});
