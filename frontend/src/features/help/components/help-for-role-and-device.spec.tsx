import { FAQ_IDS, INITIAL_ONBOARDING_STATE, onboardingRules, type CurrentUser, type OnboardingState, type UserRole } from '@koinonia/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { helpStore } from '../model/help-store';
import { HelpButton } from './help-button';
import { HelpLayer } from './help-layer';

const USER: CurrentUser = {
  id: 'u1',
  email: 'ruth@example.org',
  displayName: 'Ruth Moabite',
  roles: ['member'],
  memberId: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
};

/** Lays the screen out as a phone (the drawer's breakpoint matches) or as a desktop. */
function layOut(narrow: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: narrow && query === '(max-width: 1023.98px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderHelp(fake: FakeFetch, { roles, route = '/', state = INITIAL_ONBOARDING_STATE }: { roles: UserRole[]; route?: string; state?: OnboardingState }) {
  let onboarding = state;
  fake.on('PUT /api/help/onboarding/current-tour', (call) => ({
    body: (onboarding = onboardingRules.startTour(onboarding, (call.body as { tour: 'members' }).tour)),
  }));
  fake.on('GET /api/help/onboarding', () => ({ body: onboarding }));
  fake.on('GET /api/help/faqs/votes', { body: { tallies: FAQ_IDS.map((faqId) => ({ faqId, helpful: 0, notHelpful: 0, myVote: null })) } });
  fake.on('GET /api/organisation/features', { body: { flags: {} } });
  return renderWithProviders(
    <>
      <header>
        <button type="button" data-help="menu-button" aria-label="Open the menu" />
        <HelpButton />
      </header>
      <HelpLayer user={{ ...USER, roles }} />
    </>,
    { roles, route },
  );
}

async function openHelp() {
  fireEvent.click(screen.getByRole('button', { name: 'Help' }));
  return screen.findByRole('dialog', { name: 'Help' });
}

describe('help fits the role', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    layOut(false);
    act(() => helpStore.reset());
  });

  it('offers a member no staff tutorials: only those whose every step is on their screen', async () => {
    renderHelp(fake, { roles: ['member'] });
    const panel = await openHelp();
    const tutorials = await within(panel).findByRole('region', { name: 'Tutorials' });
    expect(
      within(tutorials)
        .getAllByRole('button', { name: /^Start: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Start: Getting started']);
    const tours = within(panel).getByRole('region', { name: 'Guided tours' });
    expect(within(tours).queryByRole('button', { name: /Executive Tools tour/ })).not.toBeInTheDocument();
    expect(within(tours).getByRole('button', { name: 'Start the tour: Member directory tour' })).toBeInTheDocument();
  });

  it('offers staff the tutorial on managing members', async () => {
    renderHelp(fake, { roles: ['staff'] });
    const panel = await openHelp();
    expect(await within(panel).findByRole('button', { name: 'Start: Managing members' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Start: Event management' })).not.toBeInTheDocument();
  });

  it("leaves out of a member's directory tour the step about the Add Member button they do not have", async () => {
    renderHelp(fake, { roles: ['member'], route: '/members' });
    const panel = await openHelp();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Start the tour: Member directory tour' }));
    const card = await screen.findByRole('dialog', { name: 'Search the directory' });
    expect(within(card).getByText('Step 1 of 4', { exact: true })).toBeInTheDocument();
  });

  it('offers the welcome tour on the home page only', async () => {
    renderHelp(fake, { roles: ['member'], route: '/members' });
    await screen.findByRole('button', { name: 'Help' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: /Welcome to Koinonia/ })).not.toBeInTheDocument();
  });
});

describe('help fits the device', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    act(() => helpStore.reset());
  });

  it('on a phone, says to tap the buttons at the top, not to press keys', async () => {
    layOut(true);
    renderHelp(fake, { roles: ['member'] });
    const panel = await openHelp();
    expect(within(panel).getByText('The ? button at the top opens and closes help at any time.')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Press ?');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Start: Getting started' }));
    const navigation = await screen.findByRole('dialog', { name: 'Main navigation' });
    expect(navigation).toHaveTextContent('behind the ☰ button at the top');
    fireEvent.click(within(navigation).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sidebar' })).getByRole('button', { name: 'Next' }));
    const search = await screen.findByRole('dialog', { name: 'Search' });
    expect(search).toHaveTextContent('Tap the magnifying glass at the top');
    expect(search).not.toHaveTextContent('Ctrl');
  });

  it('on a wide screen, names the keys', async () => {
    layOut(false);
    renderHelp(fake, { roles: ['member'] });
    const panel = await openHelp();
    expect(within(panel).getByText('Press ? at any time to open or close help.')).toBeInTheDocument();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Start: Getting started' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Main navigation' })).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sidebar' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toHaveTextContent('Press Ctrl+K');
  });
});
