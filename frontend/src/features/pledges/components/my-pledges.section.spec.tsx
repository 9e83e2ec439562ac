import type { MyPledgesView } from '@koinonia/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { MyPledgesSection } from './my-pledges.section';

const usd = (minor: number) => ({ minor, currency: 'USD' });
const building = { id: 'c1', name: 'Building for the Future', goal: usd(25_000_000), startsOn: '2026-06-01', endsOn: '2029-05-31' };
const missions = { id: 'c2', name: 'Mission Year', goal: usd(1_000_000), startsOn: '2026-01-01', endsOn: '2026-12-31' };
const VIEW: MyPledgesView = {
  pledges: [
    {
      id: 'p1',
      campaignId: 'c1',
      pledger: { kind: 'member', id: 'm1', name: 'Ruth Anderson' },
      amount: usd(360_000),
      given: usd(40_000),
      status: 'active',
      note: null,
      revision: 0,
      campaign: { ...building, status: 'open' },
    },
  ],
  openCampaigns: [building, missions],
};

describe('MyPledgesSection', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it("shows a member's pledge as a progress bar with its values, and pledges to a campaign not yet pledged to", async () => {
    fake.on('GET /api/me/pledges', { body: VIEW });
    fake.on('POST /api/campaigns/c2/pledges', { status: 201, body: { id: 'p2', position: '9', revision: 0 } });
    renderWithProviders(<MyPledgesSection />, { roles: ['member'] });
    const bar = await screen.findByRole('progressbar', { name: 'Given toward your pledge to Building for the Future' });
    expect(bar).toHaveAttribute('aria-valuenow', '40000');
    expect(bar).toHaveAttribute('aria-valuemax', '360000');
    expect(bar).toHaveAttribute('aria-valuetext', '$400.00 of $3,600.00');
    // A campaign already pledged to is not offered again.
    const campaign = screen.getByLabelText('Campaign');
    expect(screen.queryByRole('option', { name: 'Building for the Future' })).not.toBeInTheDocument();
    fireEvent.change(campaign, { target: { value: 'c2' } });
    fireEvent.change(screen.getByLabelText('Amount you pledge (USD)'), { target: { value: '1200.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a pledge' }));
    expect(await screen.findByText('Thank you: your pledge to Mission Year is recorded.')).toBeInTheDocument();
    const sent = fake.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ amount: usd(120_050) });
  }, 20_000);

  it('refuses an amount that is not a number before sending anything', async () => {
    fake.on('GET /api/me/pledges', { body: VIEW });
    renderWithProviders(<MyPledgesSection />, { roles: ['member'] });
    fireEvent.change(await screen.findByLabelText('Campaign'), { target: { value: 'c2' } });
    fireEvent.change(screen.getByLabelText('Amount you pledge (USD)'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make a pledge' }));
    expect(await screen.findByText('Please choose one of the options offered.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([]);
  }, 20_000);
});
