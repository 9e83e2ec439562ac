import type { EngagementOverview, EngagementScoreView } from '@koinonia/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { EngagementTab } from './engagement.tab';

const LYDIA = '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21';
const PRISCILLA = 'a178cdd1-6b1f-4e0d-9b85-64834537d966';

const OVERVIEW: EngagementOverview = {
  asOf: '2026-11-26',
  people: 2,
  average: 58.5,
  distribution: Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, count: i === 1 || i === 9 ? 1 : 0 })),
  trend: Array.from({ length: 12 }, (_, i) => ({ weekEnding: `2026-09-${String(10 + i).padStart(2, '0')}`, average: 50 + i })),
  highPotential: [{ memberId: PRISCILLA, fullName: 'Priscilla', score: 98, atRisk: null }],
  atRisk: [
    { memberId: LYDIA, fullName: 'Lydia of Thyatira', score: 19, atRisk: { presentWeeksBefore: 4, lastSeen: '2026-10-25', lastSeenAt: 'Sunday Worship' } },
  ],
};

const LYDIA_SCORE: EngagementScoreView = {
  memberId: LYDIA,
  fullName: 'Lydia of Thyatira',
  asOf: '2026-11-26',
  score: 19,
  highPotential: false,
  atRisk: OVERVIEW.atRisk[0].atRisk,
  parts: [
    {
      part: 'attendance',
      points: 6.3,
      max: 50,
      weeksPresent: 1,
      weeks: 8,
      groupCount: null,
      step: null,
      baptised: null,
      evidence: [{ kind: 'attended', date: '2026-10-25', refId: 'g1', refName: 'Sunday Worship', value: 'service' }],
    },
    { part: 'groups', points: 0, max: 30, weeksPresent: 0, weeks: 8, groupCount: 0, step: null, baptised: null, evidence: [] },
    {
      part: 'steps',
      points: 12,
      max: 20,
      weeksPresent: null,
      weeks: null,
      groupCount: null,
      step: 'member',
      baptised: false,
      evidence: [{ kind: 'step', date: '2024-09-23', refId: null, refName: null, value: 'member' }],
    },
  ],
};

describe('EngagementTab', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('shows the lists with their reasons, explains a score, and offers a follow-up', async () => {
    fake.on('GET /api/engagement', { body: OVERVIEW });
    fake.on(`GET /api/members/${LYDIA}/engagement`, { body: LYDIA_SCORE });
    const followUp = jest.fn();
    renderWithProviders(<EngagementTab onFollowUp={followUp} />, { roles: ['pastor'] });

    const atRisk = await screen.findByRole('region', { name: 'At risk' });
    const lydia = within(atRisk).getByRole('listitem');
    expect(lydia).toHaveTextContent('Lydia of Thyatira');
    expect(lydia).toHaveTextContent('Present 4 of the 8 weeks before the last 4; last seen on');
    expect(lydia).toHaveTextContent('at Sunday Worship');
    expect(within(screen.getByRole('region', { name: 'High leadership potential' })).getByText('Priscilla')).toBeInTheDocument();
    // The charts' numbers are there for screen readers.
    expect(screen.getByRole('table', { name: 'People by score, in tens' })).toBeInTheDocument();
    expect(screen.getByText('The average score was 50 twelve weeks ago and is 58.5 now.')).toBeInTheDocument();

    fireEvent.click(within(lydia).getByRole('button', { name: 'Why this score' }));
    const why = await screen.findByRole('region', { name: 'Why Lydia of Thyatira scores 19' });
    expect(why).toHaveTextContent('Attendance: 6.3 of 50 points');
    expect(why).toHaveTextContent('At a gathering in 1 of the last 8 weeks');
    expect(why).toHaveTextContent('at Sunday Worship');
    expect(why).toHaveTextContent('Step: member · Not baptised');
    expect(fake.calls.find((call) => call.path === `/api/members/${LYDIA}/engagement`)).toBeDefined();

    fireEvent.click(within(lydia).getByRole('button', { name: 'Follow up' }));
    expect(followUp).toHaveBeenCalledWith(LYDIA);
  });

  it('says when there is no one to score, and when the scores failed to load', async () => {
    fake.on('GET /api/engagement', { body: { ...OVERVIEW, people: 0, highPotential: [], atRisk: [] } });
    const { unmount } = renderWithProviders(<EngagementTab />, { roles: ['staff'] });
    expect(await screen.findByText('No one to score yet')).toBeInTheDocument();
    unmount();
    fake.on('GET /api/engagement', { status: 500, body: { code: 'INTERNAL', message: 'Boom' } });
    renderWithProviders(<EngagementTab />, { roles: ['staff'] });
    expect(await screen.findByText('Failed to load engagement.')).toBeInTheDocument();
  });

  it('tells those who may not read scores so, and asks for none', () => {
    renderWithProviders(<EngagementTab />, { roles: ['leader'] });
    expect(screen.getByText('Engagement scores are for pastors and the church office')).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });
});
