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
  const posts = () => fetch.calls.filter((c) => c.method === 'POST');

  it('sends title, message, priority and audience, says so, and empties the form', async () => {
    fetch.on('POST /api/announcements', { status: 201, body: { id: 'a-1', position: '42', revision: 0 } });
    renderWithProviders(<AnnouncementCard />, { roles: ['admin'] });
    fill('Title', '  Choir practice moved ');
    fill('Message', 'Thursday at 7 pm in the chapel.');
    fill('Priority', 'high');
    fill('Send to', 'pastor');
    fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('Announcement sent to Pastoral staff.')).toBeInTheDocument();
    expect(posts()[0].body).toEqual({ title: 'Choir practice moved', message: 'Thursday at 7 pm in the chapel.', priority: 'high', audience: 'pastor' });
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
