import { ERROR_CATALOGUE, type LivestreamStatusView } from '@koinonia/contracts';
import { screen } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import PublicWatchPage from './public-watch.page';

const offline = (overrides: Partial<LivestreamStatusView> = {}): LivestreamStatusView => ({ status: 'offline', viewers: 0, nextStream: null, ...overrides });

describe('the public watch page (/watch, signed out)', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
  });

  const show = () => renderWithProviders(<PublicWatchPage />, { route: '/watch', roles: [] });

  it('while LIVE: the badge, the viewers and the player', async () => {
    fake.on('GET /api/livestream/status', {
      body: {
        status: 'live',
        viewers: 3,
        startedAt: '2026-11-29T15:00:00.000Z',
        playlistUrl: '/api/livestream/hls/b1/index.m3u8',
      } satisfies LivestreamStatusView,
    });
    show();
    expect(await screen.findByTestId('livestream-status')).toHaveTextContent('LIVE');
    expect(screen.getByTestId('livestream-viewers')).toHaveTextContent('3 viewers');
    expect(screen.getByTestId('livestream-player')).toBeInTheDocument();
  });

  it('while offline: why, and the next scheduled stream when there is one', async () => {
    fake.on('GET /api/livestream/status', { body: offline({ nextStream: { eventId: 'e1', title: 'Sunday Worship', startsAt: '2026-12-06T15:00:00.000Z' } }) });
    show();
    expect(await screen.findByTestId('livestream-status')).toHaveTextContent('Offline');
    expect(screen.getByText(ERROR_CATALOGUE.LIVESTREAM_UNAVAILABLE.message)).toBeInTheDocument();
    expect(screen.getByTestId('livestream-next')).toHaveTextContent('Sunday Worship');
    expect(screen.queryByTestId('livestream-player')).not.toBeInTheDocument();
  });

  it('offline with nothing scheduled says so', async () => {
    fake.on('GET /api/livestream/status', { body: offline() });
    show();
    expect(await screen.findByText('No stream is scheduled yet.')).toBeInTheDocument();
  });

  it('closed (the church has not opened it: 401): a way to sign in, no player', async () => {
    fake.on('GET /api/livestream/status', { status: 401, body: { code: 'AUTH_REQUIRED', message: ERROR_CATALOGUE.AUTH_REQUIRED.message } });
    show();
    expect(await screen.findByTestId('watch-closed')).toHaveTextContent('sign in to watch');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?returnTo=%2Flivestream');
    expect(screen.queryByTestId('livestream-status')).not.toBeInTheDocument();
  });
});
