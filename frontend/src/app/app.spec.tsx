import { render, screen } from '@testing-library/react';
import { installFakeFetch } from '../testing/fake-fetch';
import { createTestQueryClient } from '../testing/render';
import { App } from './app';

describe('App', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the page-level error screen, not a blank page, when the shell itself breaks', async () => {
    const fake = installFakeFetch();
    // A user record the shell cannot read (roles is not a list) breaks it outside any page.
    fake.on('GET /api/auth/user', { body: { id: 'u1', email: 'ruth@example.org', displayName: 'Ruth', roles: 'admin', memberId: null } });
    fake.on('GET /api/organisation/status', { body: { maintenance: { enabled: false, message: null } } });
    fake.on('GET /api/organisation/features', { body: { flags: {} } });
    fake.on('POST /api/errors/log', { status: 204 });
    render(<App queryClient={createTestQueryClient()} />);
    // The signed-in app is a lazy chunk: on a loaded machine it takes longer than findBy's default second to load.
    expect(await screen.findByRole('heading', { level: 1, name: 'Something Went Wrong' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST' && call.path === '/api/errors/log')).toBe(true);
  });
});
