import type { CurrentUser } from '@koinonia/contracts';
import { screen } from '@testing-library/react';
import { installFakeFetch } from '../../testing/fake-fetch';
import { renderWithProviders } from '../../testing/render';
import { SignedInAvailabilityGate } from '../availability/availability-gate';

const user: CurrentUser = {
  id: 'u1',
  email: 'ruth@example.org',
  displayName: 'Ruth Anderson',
  roles: ['member'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

function renderGate(demo: boolean) {
  const fake = installFakeFetch();
  fake.on('GET /api/organisation/status', { body: { maintenance: { enabled: false, message: null }, demo } });
  fake.on('GET /api/organisation/features', { body: { flags: {} } });
  renderWithProviders(
    <SignedInAvailabilityGate user={user}>
      <h1>Home</h1>
    </SignedInAvailabilityGate>,
  );
}

describe('DemoBanner', () => {
  it('tells signed-in users the demo church is not for real data', async () => {
    renderGate(true);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Demo church — not for real data. Its accounts share a password anyone can read.');
  });

  it('says nothing on a real installation', async () => {
    renderGate(false);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
