import type { NotificationList, NotificationView } from '@koinonia/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RealtimeClient } from '../../../shared/realtime';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderWithProviders } from '../../../testing/render';
import { NotificationBell } from './notification-bell';

const MINUTE = 60_000;

function notification(id: string, overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id,
    title: `Title ${id}`,
    message: `Message ${id}`,
    type: 'info',
    category: 'announcement',
    priority: 'normal',
    timestamp: new Date(Date.now() - 5 * MINUTE).toISOString(),
    isRead: false,
    isDismissed: false,
    autoExpire: true,
    expiresAt: new Date(Date.now() + 24 * 60 * MINUTE).toISOString(),
    ...overrides,
  };
}

const listOf = (...items: NotificationView[]): NotificationList => ({ items, unreadCount: items.filter((n) => !n.isRead && !n.isDismissed).length });

describe('notification centre', () => {
  let fetch: FakeFetch;
  let socket: FakeSocket;
  let client: RealtimeClient;

  beforeEach(() => {
    fetch = installFakeFetch();
    socket = new FakeSocket();
    client = new RealtimeClient(() => socket.asSocket());
  });

  const renderBell = () => renderWithProviders(<NotificationBell client={client} />, { roles: ['member'] });
  const bell = () => screen.getByRole('button', { name: /^Notifications/ });
  const openPanel = async () => {
    fireEvent.click(bell());
    return screen.findByRole('dialog', { name: /Notifications/ });
  };
  const gets = () => fetch.calls.filter((c) => c.method === 'GET' && c.path === '/api/notifications').length;

  it('says the unread count in the bell’s name and lists title, message, time and priority', async () => {
    fetch.on('GET /api/notifications', { body: listOf(notification('a', { priority: 'urgent' }), notification('b', { isRead: true })) });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    const panel = await openPanel();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: /Notifications/ })).toHaveFocus();
    const items = await within(panel).findAllByRole('article');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName('Unread: Title a');
    expect(items[0]).toHaveTextContent('Message a');
    expect(items[0]).toHaveTextContent('Urgent');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveAccessibleName('Title b');
    expect(within(items[1]).queryByRole('button', { name: /as read/ })).not.toBeInTheDocument();

    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('shows loading, then an empty state', async () => {
    let answer!: (value: { body: NotificationList }) => void;
    fetch.on('GET /api/notifications', () => new Promise((resolve) => (answer = resolve)));
    renderBell();
    const panel = await openPanel();
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
    await waitFor(() => expect(gets()).toBe(1));
    await act(async () => answer({ body: listOf() }));
    expect(await within(panel).findByText("You're all caught up")).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('shows an error with a retry when the centre cannot be loaded', async () => {
    fetch.on('GET /api/notifications', { status: 503, body: { code: 'DATABASE_ERROR', message: 'x' } });
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Notifications could not be loaded');
    fetch.on('GET /api/notifications', { body: listOf(notification('a')) });
    fireEvent.click(within(panel).getByRole('button', { name: /Try again|Retry/ }));
    expect(await within(panel).findByText('Title a')).toBeInTheDocument();
  });

  it('takes a live high-priority notification: the count goes up, it joins the list, and a toast offers to open the centre', async () => {
    fetch.on('GET /api/notifications', { body: listOf(notification('a')) });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));

    act(() =>
      socket.push(
        'notification:new',
        notification('live', { title: 'Choir moved', message: 'Thursday 7 pm', priority: 'high', timestamp: new Date().toISOString() }),
      ),
    );
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(document.querySelector('[data-toast-tone="info"]')).toHaveTextContent('Choir moved');
    // The toast's action opens the centre; a screen reader hears the other way to get there.
    expect(document.querySelector('[data-toast-tone]')).toHaveTextContent('Open Notifications with the bell button in the header to read it again.');
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    const panel = await screen.findByRole('dialog', { name: /Notifications/ });
    expect((await within(panel).findAllByRole('article'))[0]).toHaveAccessibleName('Unread: Choir moved');

    // The same one again (a replay) changes nothing.
    act(() => socket.push('notification:new', notification('live', { title: 'Choir moved', priority: 'high' })));
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('shows an urgent error as a destructive toast, and a normal one with no toast but a polite announcement', async () => {
    fetch.on('GET /api/notifications', { body: listOf() });
    renderBell();
    await waitFor(() => expect(gets()).toBeGreaterThan(0));
    act(() => socket.push('notification:new', notification('bad', { title: 'Backup failed', priority: 'urgent', type: 'error' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Backup failed');

    act(() => socket.push('notification:new', notification('quiet', { title: 'Newsletter is out', priority: 'normal' })));
    expect(screen.getByText('New notification: Newsletter is out')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-toast-tone]')).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
  });

  it('translates what the server names by key, with its parameters', async () => {
    fetch.on('GET /api/notifications', {
      body: listOf(
        notification('lock', {
          title: '',
          message: '',
          messageKey: 'accountLocked',
          params: { name: 'Helen Park', email: 'auditor@demo.church', until: '2026-11-22T10:15:00.000Z', attempts: '5' },
          type: 'warning',
          category: 'security',
          priority: 'high',
          link: '/security-center',
        }),
      ),
    });
    renderBell();
    const panel = await openPanel();
    const item = await within(panel).findByRole('article');
    expect(item).toHaveAccessibleName('Unread: Account locked');
    expect(item).toHaveTextContent(/Helen Park \(auditor@demo\.church\) was locked out after 5 failed sign-ins, until 11\/22\/2026/); // the reader's date format (by default their language's: month first in English)
    expect(within(item).getByRole('link', { name: 'Open “Account locked”' })).toHaveAttribute('href', '/security-center');
  });

  it('gives the same alert to each reader in their own language', async () => {
    const { i18next } = await import('../../../shared/i18n');
    fetch.on('GET /api/notifications', {
      body: listOf(
        notification('lock', {
          title: '',
          message: '',
          messageKey: 'accountLocked',
          params: { name: 'Helen Park', email: 'auditor@demo.church', until: '2026-11-22T10:15:00.000Z', attempts: '5' },
        }),
      ),
    });
    await act(async () => void (await i18next.changeLanguage('es')));
    try {
      renderBell();
      const spanishBell = await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' });
      fireEvent.click(spanishBell);
      const panel = await screen.findByRole('dialog', { name: /Notificaciones/ });
      const item = await within(panel).findByRole('article');
      expect(item).toHaveAccessibleName('Sin leer: Cuenta bloqueada');
      // Spanish writes the day first (the reader chose no format).
      expect(item).toHaveTextContent(
        /La cuenta de Helen Park \(auditor@demo\.church\) quedó bloqueada hasta 22\/11\/2026 .* tras 5 intentos fallidos de inicio de sesión\./,
      );
    } finally {
      await act(async () => void (await i18next.changeLanguage('en')));
    }
  });

  it('marks one read, marks all read, dismisses one, dismisses all and clears the read, showing what the server answers', async () => {
    const a = notification('a');
    const b = notification('b');
    fetch.on('GET /api/notifications', { body: listOf(a, b) });
    fetch.on('POST /api/notifications/a/read', { body: listOf({ ...a, isRead: true }, b) });
    fetch.on('POST /api/notifications/read-all', { body: listOf({ ...a, isRead: true }, { ...b, isRead: true }) });
    const c = notification('c');
    fetch.on('POST /api/notifications/clear', { body: listOf(c) });
    fetch.on('POST /api/notifications/b/dismiss', { body: listOf(a) });
    fetch.on('POST /api/notifications/dismiss-all', { body: listOf() });
    renderBell();
    const panel = await openPanel();
    await within(panel).findByText('Title a');

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark “Title a” as read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(within(panel).getByRole('article', { name: 'Title a' })).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss “Title b”' }));
    await waitFor(() => expect(within(panel).queryByText('Title b')).not.toBeInTheDocument());

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();

    fireEvent.click(within(panel).getByRole('button', { name: 'Clear read' }));
    await waitFor(() => expect(within(panel).queryByText('Title a')).not.toBeInTheDocument());
    expect(within(panel).getByText('Title c')).toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss all' }));
    await within(panel).findByText("You're all caught up");
    expect(within(panel).getByRole('heading', { name: /Notifications/ })).toHaveFocus();
    expect(fetch.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/notifications/a/read',
      '/api/notifications/b/dismiss',
      '/api/notifications/read-all',
      '/api/notifications/clear',
      '/api/notifications/dismiss-all',
    ]);
  });

  it('fetches the centre once at the start, after the socket has joined (what comes before arrives on it)', async () => {
    const joinedAtFetch: boolean[] = [];
    fetch.on('GET /api/notifications', () => {
      joinedAtFetch.push(socket.connected);
      return { body: listOf(notification('a')) };
    });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(joinedAtFetch).toEqual([true]);
  });

  it('fetches without the socket when it cannot join', async () => {
    jest.useFakeTimers();
    try {
      fetch.on('GET /api/notifications', { body: listOf(notification('a')) });
      const silent = new FakeSocket();
      silent.connect = () => silent; // the server never answers the handshake
      client = new RealtimeClient(() => silent.asSocket());
      renderBell();
      await act(async () => void (await jest.advanceTimersByTimeAsync(2_000)));
      expect(gets()).toBe(0);
      for (let turn = 0; turn < 3; turn++) await act(async () => void (await jest.advanceTimersByTimeAsync(1_000)));
      expect(gets()).toBe(1);
      expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    } finally {
      jest.useRealTimers();
    }
  });

  it('fetches the centre again after every reconnect and when another tab changed it', async () => {
    fetch.on('GET /api/notifications', { body: listOf(notification('a')) });
    renderBell();
    await waitFor(() => expect(socket.connected).toBe(true));
    await waitFor(() => expect(gets()).toBeGreaterThanOrEqual(1));
    const before = gets();
    fetch.on('GET /api/notifications', { body: listOf(notification('a'), notification('missed')) });
    act(() => {
      socket.disconnect();
      socket.serverConnects();
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(gets()).toBe(before + 1);

    fetch.on('GET /api/notifications', { body: listOf() });
    act(() => socket.push('notifications:changed', { unreadCount: 0 }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('applies the expiry rules every 60 seconds: an urgent one goes after 5 minutes', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-22T10:00:00.000Z') });
    try {
      const urgent = notification('urgent', {
        title: 'Car park closed',
        priority: 'urgent',
        timestamp: '2026-11-22T10:00:00.000Z',
        expiresAt: '2026-11-22T10:05:00.000Z',
      });
      const normal = notification('normal', { timestamp: '2026-11-22T10:00:00.000Z', expiresAt: '2026-11-23T10:00:00.000Z' });
      fetch.on('GET /api/notifications', { body: listOf(urgent, normal) });
      renderBell();
      // The socket joins, then the first fetch goes and is answered.
      for (let turn = 0; turn < 3; turn++) await act(async () => void (await jest.advanceTimersByTimeAsync(10)));
      expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
      await act(async () => void (await jest.advanceTimersByTimeAsync(4 * MINUTE)));
      expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
      await act(async () => void (await jest.advanceTimersByTimeAsync(MINUTE)));
      expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
      const panel = await openPanel();
      expect(within(panel).queryByText('Car park closed')).not.toBeInTheDocument();
      expect(within(panel).getByText('Title normal')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
