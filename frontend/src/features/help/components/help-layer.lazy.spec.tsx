import { INITIAL_ONBOARDING_STATE, type CurrentUser } from '@koinonia/contracts';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { installFakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { HelpLayer } from './help-layer.lazy';

const USER: CurrentUser = {
  id: 'u1',
  email: 'ruth@example.org',
  displayName: 'Ruth Moabite',
  roles: ['staff'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

describe('the help layer on the visit’s first page', () => {
  it('shows the welcome banner together with the page, never after it (the page would be pushed down)', async () => {
    const fake = installFakeFetch();
    fake.on('GET /api/help/onboarding', { body: INITIAL_ONBOARDING_STATE });
    fake.on('GET /api/organisation/features', { body: { flags: {} } });
    await act(async () => {
      renderWithProviders(
        <Suspense fallback={<p>Loading page…</p>}>
          <HelpLayer user={USER} />
          <p>The page</p>
        </Suspense>,
        { route: '/' },
      );
    });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome to Koinonia, Ruth Moabite!' })).toBeInTheDocument();
  });
});
