import { FAQ_IDS, INITIAL_ONBOARDING_STATE, onboardingRules, type CurrentUser, type OnboardingState } from '@koinonia/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { helpStore } from '../model/help-store';
import { HelpButton } from './help-button';
import { HelpLayer } from './help-layer';

const USER: CurrentUser = {
  id: 'u1',
  email: 'ruth@example.org',
  displayName: 'Ruth Moabite',
  roles: ['admin'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};
const tallies = () => FAQ_IDS.map((faqId) => ({ faqId, helpful: 0, notHelpful: 0, myVote: null }));

function renderHelp(fake: FakeFetch, state: OnboardingState = INITIAL_ONBOARDING_STATE, route = '/') {
  let onboarding = state;
  fake.on('PUT /api/help/onboarding/current-tour', (call) => ({
    body: (onboarding = onboardingRules.startTour(onboarding, (call.body as { tour: 'members' }).tour)),
  }));
  fake.on('GET /api/help/onboarding', () => ({ body: onboarding }));
  fake.on('DELETE /api/help/onboarding/current-tour', () => ({ body: (onboarding = onboardingRules.skipTour(onboarding)) }));
  fake.on('GET /api/help/faqs/votes', { body: { tallies: tallies() } });
  fake.on('GET /api/organisation/features', { body: { flags: {} } });
  return renderWithProviders(
    <>
      <HelpButton />
      <input aria-label="A field" />
      <HelpLayer user={USER} />
    </>,
    { roles: ['admin'], route },
  );
}

describe('help panel', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    act(() => helpStore.reset());
  });

  it('opens with the ? key and closes with it, but not while typing in a field', async () => {
    renderHelp(fake);
    fireEvent.keyDown(screen.getByLabelText('A field'), { key: '?' });
    expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(document.body, { key: '?' });
    expect(screen.queryByRole('dialog', { name: 'Help' })).not.toBeInTheDocument();
  });

  it('finds FAQs by text and by tag, and shows the counts the server answers after a vote', async () => {
    fake.on('PUT /api/help/faqs/archive-member/vote', (call) => ({
      body: { faqId: 'archive-member', helpful: 4, notHelpful: 1, myVote: (call.body as { helpful: boolean }).helpful },
    }));
    renderHelp(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Questions' }));

    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'lost phone' } });
    expect(screen.getByText('1 question')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /lost the phone/ })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Archiving', pressed: false }));
    expect(screen.getByText('1 question')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'How do I remove someone from the directory?' }));
    const votes = await screen.findByRole('group', { name: 'Was this helpful?' });
    await waitFor(() => expect(within(votes).getByRole('button', { name: 'Yes, it helped (0 votes)' })).toBeEnabled());
    fireEvent.click(within(votes).getByRole('button', { name: /^Yes/ }));
    expect(await within(votes).findByRole('button', { name: 'Yes, it helped (4 votes)', pressed: true })).toBeInTheDocument();
    expect(within(votes).getByRole('button', { name: 'No, it did not help (1 vote)' })).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({ helpful: true });
  });

  it('runs a tutorial from step 1: Previous is off, Next moves on, closing help resets it', async () => {
    fake.on('PUT /api/help/onboarding/tutorials/getting-started/progress', { body: INITIAL_ONBOARDING_STATE });
    renderHelp(fake);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start: Getting started' }));

    const card = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(within(card).getByText('Step 1 of 6')).toBeInTheDocument();
    expect(within(card).getByText('17% done')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Sidebar' })).toBeInTheDocument();
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT' && (call.body as { step: number }).step === 1)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Close help' }));
    expect(screen.queryByRole('dialog', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(helpStore.get().help).toEqual({ open: false, tutorial: null, step: 0 });
  });

  it('offers the dashboard tour on the first sign-in, and declining it is kept on the server', async () => {
    renderHelp(fake);
    expect(await screen.findByRole('region', { name: 'Welcome to Koinonia, Ruth Moabite!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Welcome to Koinonia/ })).not.toBeInTheDocument());
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.path === '/api/help/onboarding/current-tour')).toBe(true);
  });

  it('starts a tour from the help panel at its first step, also when it was already under way', async () => {
    renderHelp(fake, INITIAL_ONBOARDING_STATE, '/members');
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start the tour: Member directory tour' }));
    const card = await screen.findByRole('dialog', { name: 'Search the directory' });
    expect(within(card).getByText('Step 1 of 5', { exact: true })).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Filters and order' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByRole('dialog', { name: 'Filters and order' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Start the tour: Member directory tour' }));
    expect(await screen.findByRole('dialog', { name: 'Search the directory' })).toBeInTheDocument();
  });
});
