import type { ActiveSessionView, ChainVerification, FailedSignInSeries, SecurityAccountView, SecurityEventPage, SecurityEventView } from '@koinonia/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderWithProviders } from '../../../testing/render';

const socket = new FakeSocket();
jest.mock('../../../shared/realtime/realtime-client', () => {
  const actual = jest.requireActual('../../../shared/realtime/realtime-client');
  return { ...actual, realtime: new actual.RealtimeClient(() => socket.asSocket()) };
});

// Imported after the mock, so the page talks to the fake socket.
import { RecentSecurityEvents } from './recent-security-events';
import SecurityCenterPage from './security-center.page';

// recharts measures its container; jsdom has no layout.
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const LEADER = '11111111-1111-4111-8111-111111111111';
const ADMIN = '22222222-2222-4222-8222-222222222222';

function entry(seq: number, overrides: Partial<SecurityEventView> = {}): SecurityEventView {
  return {
    seq,
    type: 'sign-in-failed',
    occurredAt: new Date(Date.UTC(2026, 10, 22, 10, 0, seq)).toISOString(),
    userId: LEADER,
    actorId: null,
    userName: 'Samuel Kim',
    userEmail: 'leader@demo.church',
    actorName: null,
    ip: '::ffff:10.0.0.7',
    details: { reason: 'wrong-password' },
    hash: 'a'.repeat(64),
    ...overrides,
  };
}

const page = (items: SecurityEventView[]): SecurityEventPage => ({ items, total: items.length, page: 1, pageSize: 25 });
const accounts: SecurityAccountView[] = [
  {
    id: LEADER,
    email: 'leader@demo.church',
    displayName: 'Samuel Kim',
    roles: ['leader'],
    active: true,
    failedLoginAttempts: 5,
    lockedUntil: '2999-01-01T00:00:00.000Z',
    lastSignInAt: null,
  },
  {
    id: ADMIN,
    email: 'admin@demo.church',
    displayName: 'Grace Okafor',
    roles: ['admin'],
    active: true,
    failedLoginAttempts: 0,
    lockedUntil: null,
    lastSignInAt: null,
  },
];
const sessions: ActiveSessionView[] = [
  {
    id: 'a'.repeat(64),
    userId: ADMIN,
    userName: 'Grace Okafor',
    userEmail: 'admin@demo.church',
    startedAt: '2026-11-22T09:00:00.000Z',
    expiresAt: '2026-11-22T21:00:00.000Z',
    idleExpiresAt: '2026-11-22T10:00:00.000Z',
    ip: '::1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0.0.0 Safari/537.36',
    current: true,
  },
  {
    id: 'b'.repeat(64),
    userId: LEADER,
    userName: 'Samuel Kim',
    userEmail: 'leader@demo.church',
    startedAt: '2026-11-22T09:30:00.000Z',
    expiresAt: '2026-11-22T21:30:00.000Z',
    idleExpiresAt: '2026-11-22T10:30:00.000Z',
    ip: '10.0.0.7',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0',
    current: false,
  },
];
const series: FailedSignInSeries = {
  range: '7d',
  bucket: 'day',
  timeZone: 'UTC',
  total: 3,
  points: ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((key, i) => ({ key, count: i === 6 ? 3 : 0 })),
};

describe('SecurityCenterPage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('GET /api/security/events', {
      body: page([
        entry(2),
        entry(1, { type: 'sign-in', actorId: LEADER, actorName: 'Samuel Kim', details: { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/133.0' } }),
      ]),
    });
    fake.on('GET /api/security/accounts', { body: accounts });
    fake.on('GET /api/security/sessions', { body: sessions });
    fake.on('GET /api/security/failed-sign-ins', { body: series });
    fake.on('GET /api/security/anchor', { body: { anchor: null } });
  });

  const render = (route = '/security-center') => renderWithProviders(<SecurityCenterPage />, { route, roles: ['admin'] });
  const logTable = () => screen.getByRole('table', { name: 'Security log entries, newest first' });

  it('shows the log, newest first, with who, from where and why', async () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Security Center' })).toBeInTheDocument();
    // The first render also loads the page's lazy parts: allow it more than the default second.
    await waitFor(() => expect(within(logTable()).getAllByRole('row')).toHaveLength(3), { timeout: 5000 });
    const [, first, second] = within(logTable()).getAllByRole('row');
    expect(first).toHaveTextContent('Failed sign-in');
    expect(first).toHaveTextContent('Samuel Kim');
    expect(first).toHaveTextContent('10.0.0.7');
    expect(first).toHaveTextContent('Wrong password');
    expect(second).toHaveTextContent('Signed in');
    expect(second).toHaveTextContent('Themselves');
    expect(second).toHaveTextContent('Browser: Firefox 133 · Windows');
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('adds an entry pushed live at the top, highlighted, and announces it', async () => {
    render();
    await screen.findByText('2 entries');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument());
    expect(socket.asked).toContain('security-feed');

    act(() =>
      socket.push(
        'security:entry',
        entry(3, { userId: null, userName: null, userEmail: null, details: { reason: 'unknown-account', email: 'intruder@example.org' } }),
      ),
    );

    await waitFor(() => expect(within(logTable()).getAllByRole('row')).toHaveLength(4));
    const rows = within(logTable()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tried intruder@example.org');
    expect(rows[1]).toHaveAttribute('data-fresh', 'true');
    expect(rows[2]).not.toHaveAttribute('data-fresh');
    expect(screen.getByText('3 entries')).toBeInTheDocument();
    expect(screen.getByText('New security event: Failed sign-in, intruder@example.org')).toBeInTheDocument();
  });

  it('keeps out a pushed entry the filters exclude', async () => {
    render('/security-center?type=account-locked');
    await screen.findByText('2 entries');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument());
    act(() => socket.push('security:entry', entry(4)));
    expect(within(logTable()).getAllByRole('row')).toHaveLength(3);
    expect(new URL(fake.calls.find((c) => c.path === '/api/security/events')!.url, 'http://x').searchParams.get('type')).toBe('account-locked');
  });

  it('filters by event type, account and date range through the API, and clears them', async () => {
    render();
    await screen.findByText('2 entries');
    const lastQuery = () => new URL(fake.calls.filter((c) => c.path === '/api/security/events').at(-1)!.url, 'http://x').searchParams;
    const filters = screen.getByRole('search', { name: 'Filter the security log' });
    fireEvent.change(within(filters).getByLabelText('Event'), { target: { value: 'account-locked' } });
    await waitFor(() => expect(lastQuery().get('type')).toBe('account-locked'));
    const account = within(filters).getByLabelText('Account');
    await waitFor(() => expect(within(account).getByRole('option', { name: /Samuel Kim/ })).toBeInTheDocument());
    fireEvent.change(account, { target: { value: LEADER } });
    await waitFor(() => expect(lastQuery().get('userId')).toBe(LEADER));
    // Whole days in the viewer's own time: from the first day's start to the day after the last.
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-22' } });
    await waitFor(() => expect(lastQuery().get('to')).toBe(new Date(2026, 10, 23).toISOString()));
    expect(lastQuery().get('from')).toBe(new Date(2026, 10, 20).toISOString());
    expect(lastQuery().get('type')).toBe('account-locked');
    expect(lastQuery().get('userId')).toBe(LEADER);

    // A range that ends before it starts is said on the field, and not asked for.
    const asked = fake.calls.length;
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-19' } });
    expect(await within(filters).findByText('The end date must come after the start date.')).toBeInTheDocument();
    expect(fake.calls.slice(asked).filter((c) => c.path === '/api/security/events')).toHaveLength(0);

    // Cleared, the unfiltered log is back (from the cache: it was loaded first).
    fireEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(within(filters).getByLabelText('Event')).toHaveValue(''));
    for (const label of ['Account', 'From', 'To']) expect(within(filters).getByLabelText(label)).toHaveValue('');
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
  });

  it('after a lost connection, asks for the room again and fetches what it missed', async () => {
    render();
    await screen.findByText('2 entries');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument());
    const asked = socket.asked.length;
    const fetched = fake.calls.filter((c) => c.path === '/api/security/events').length;
    fake.on('GET /api/security/events', { body: page([entry(5), entry(2), entry(1)]) });

    act(() => socket.push('disconnect', 'transport close'));
    expect(screen.getByRole('status', { name: 'Live updates: Reconnecting…' })).toBeInTheDocument();
    act(() => socket.serverConnects());

    await screen.findByText('3 entries');
    expect(socket.asked.length).toBe(asked + 1);
    expect(fake.calls.filter((c) => c.path === '/api/security/events').length).toBeGreaterThan(fetched);
    expect(screen.getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument();
  });

  it('says plainly when the server refuses the live feed', async () => {
    socket.answer = () => ({ ok: false, error: { code: 'AUTHORIZATION', message: 'x' } });
    try {
      render();
      expect(await screen.findByRole('status', { name: 'Live updates: Live updates unavailable' })).toBeInTheDocument();
    } finally {
      socket.answer = (room) => ({ ok: true, room });
    }
  });

  it('verifies the chain and names the first broken entry', async () => {
    const answers: ChainVerification[] = [
      { ok: true, checked: 42 },
      { ok: false, checked: 3, firstBreak: { seq: 3, reason: 'hash-mismatch', type: 'sign-in-failed', occurredAt: '2026-11-22T10:00:03.000Z' } },
    ];
    fake.on('POST /api/security/verify-chain', () => ({ body: answers.shift() }));
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText(/Chain intact: 42 entries checked/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByText(/Chain broken at entry 3 \(Failed sign-in, .*\): its content was changed after it was recorded\./)).toBeInTheDocument();
    expect(screen.getByText(/The 3 entries before it are intact\./)).toBeInTheDocument();
  });

  it('shows the newest anchor to copy, anchors the chain on demand, and says when a broken chain was not anchored', async () => {
    const text = '{"v":1,"seq":41,"hash":"' + 'c'.repeat(64) + '","at":"2026-11-22T10:00:00.000Z","key":"k","sig":"s"}';
    const anchored = { seq: 41, hash: 'c'.repeat(64), at: '2026-11-22T10:00:00.000Z', text };
    const answers: Array<{ verification: ChainVerification; anchor: typeof anchored | null }> = [
      { verification: { ok: true, checked: 42 }, anchor: anchored },
      { verification: { ok: false, checked: 3, firstBreak: { seq: 41, reason: 'truncated', type: null, occurredAt: null } }, anchor: anchored },
    ];
    fake.on('POST /api/security/anchor', () => ({ body: answers.shift() }));
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    render();
    const card = await screen.findByRole('region', { name: 'Anchor of the security log' });
    expect(await within(card).findByText('No anchor yet.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Anchor now' }));
    expect(await within(card).findByText(/Last anchor: entry 41 \(.*\), hash/)).toBeInTheDocument();
    expect(within(card).getByText(`${'c'.repeat(16)}…`)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Copy anchor' }));
    expect(await within(card).findByText('Anchor copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(text);

    fireEvent.click(within(card).getByRole('button', { name: 'Anchor now' }));
    expect(await within(card).findByText('The chain is not intact, so it was not anchored. Verify the chain to see where it breaks.')).toBeInTheDocument();
  });

  it('names a log cut short of its anchor', async () => {
    fake.on('POST /api/security/verify-chain', {
      body: { ok: false, checked: 39, firstBreak: { seq: 41, reason: 'truncated', type: null, occurredAt: null } },
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(
      await screen.findByText(/Chain broken at entry 41: the log ends before the entry the last anchor names; entries were cut off its end\./),
    ).toBeInTheDocument();
  });

  it('lists locked accounts with Unlock, and sessions with Revoke except the current one', async () => {
    let unlocked = '';
    fake.on(`POST /api/admin/users/${LEADER}/unlock`, (call) => ((unlocked = call.path), { body: { id: LEADER, position: '9', revision: 3 } }));
    render();
    const locked = await screen.findByRole('region', { name: 'Locked accounts' });
    expect(await within(locked).findByText('Samuel Kim')).toBeInTheDocument();
    expect(within(locked).queryByText('Grace Okafor')).not.toBeInTheDocument();
    fireEvent.click(within(locked).getByRole('button', { name: 'Unlock Samuel Kim' }));
    await waitFor(() => expect(unlocked).toBe(`/api/admin/users/${LEADER}/unlock`));

    const sessionsCard = screen.getByRole('region', { name: 'Active sessions' });
    await within(sessionsCard).findByText('This session');
    expect(within(sessionsCard).getAllByRole('button', { name: /Revoke/ })).toHaveLength(1);
    expect(within(sessionsCard).getByText('Firefox 133 · Windows')).toBeInTheDocument();
  });

  it('summarises the chart in words', async () => {
    render();
    expect(await screen.findByText(/3 failed sign-ins in the period \(Last 7 days\)\. Most in one day: 3, Nov 22\./)).toBeInTheDocument();
  });
});

describe('RecentSecurityEvents (dashboard card)', () => {
  it('shows the newest events and takes in live ones', async () => {
    const fake = installFakeFetch();
    fake.on('GET /api/security/events', { body: page([entry(2), entry(1)]) });
    renderWithProviders(<RecentSecurityEvents />, { roles: ['admin'] });
    const card = await screen.findByRole('region', { name: 'Recent security events' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(within(card).getByRole('status', { name: 'Live updates: Live' })).toBeInTheDocument());
    act(() => socket.push('security:entry', entry(3, { type: 'account-locked', details: {} })));
    await waitFor(() => expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Account locked'));
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: 'Open the security center' })).toHaveAttribute('href', '/security-center');
  });
});
