import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { AnnouncementCard } from './announcement-card';

describe('announcement card', () => {
  let fetch: FakeFetch;
  beforeEach(() => {
    fetch = installFakeFetch();
  });

  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const posts = () => fetch.calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/announcements'));
  const REACH = { people: 12, inApp: 3, email: 9, sms: 2 };

  it('shows how many the audience reaches by each channel, then sends title, message, priority, audience and end date', async () => {
    fetch.on('POST /api/announcements/preview', { status: 200, body: REACH });
    fetch.on('POST /api/announcements', { status: 201, body: { id: 'a-1', position: '42', revision: 0 } });
    renderWithProviders(<AnnouncementCard />, { roles: ['admin'] });
    fill('Title', '  Choir practice moved ');
    fill('Message', 'Thursday at 7 pm in the chapel.');
    fill('Priority', 'high');
    fill('Send to', 'account');
    fill('Which role', 'pastor');
    const reach = screen.getByTestId('announcement-reach');
    await waitFor(() => expect(reach).toHaveTextContent('Email9'));
    expect(reach).toHaveTextContent('In the app3');
    expect(reach).toHaveTextContent('SMS2');
    fill('On the board until', '2099-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('Announcement sent. Follow its delivery on the board below.')).toBeInTheDocument();
    expect(posts()[0].body).toEqual({
      title: 'Choir practice moved',
      message: 'Thursday at 7 pm in the chapel.',
      priority: 'high',
      audience: 'pastor',
      endsAt: new Date('2099-01-31T23:59:00').toISOString(),
    });
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Priority')).toHaveValue('normal');
  });

  it('refuses an empty title or message before sending, naming the field and moving focus to it', async () => {
    renderWithProviders(<AnnouncementCard />, { roles: ['admin'] });
    fill('Title', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('shows the server’s refusal in the form', async () => {
    fetch.on('POST /api/announcements', { status: 403, body: { code: 'AUTHORIZATION', message: 'x' } });
    renderWithProviders(<AnnouncementCard />, { roles: ['admin'] });
    fill('Title', 'Hello');
    fill('Message', 'World');
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
  });
});
