import { DEFAULT_PREFERENCES, type PreferencesChange, type SmsConsentView } from '@koinonia/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { PreferencesContext, type PreferencesContextValue } from '../../../shared/preferences';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import MemberSmsConsentCard from './member-sms-consent.card';

const NEVER: SmsConsentView = { memberId: 'm1', phone: '+13125550105', optedIn: false, state: 'never-asked', source: null, changedAt: null };

describe('MemberSmsConsentCard', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('shows staff a number never asked, and records consent given with the source they chose, from the keyboard', async () => {
    fake.on('GET /api/sms/consents/m1', { body: NEVER });
    fake.on('PUT /api/sms/consents/m1', { body: { id: 'm1', position: '9', revision: 0 } });
    renderWithProviders(<MemberSmsConsentCard memberId="m1" isSelf={false} />, { roles: ['staff'] });

    const card = await screen.findByRole('region', { name: 'SMS consent' });
    expect(await within(card).findByText('Never asked')).toBeInTheDocument();
    expect(within(card).getByText('+13125550105')).toBeInTheDocument();
    fireEvent.change(within(card).getByRole('combobox', { name: 'How consent was given or withdrawn' }), { target: { value: 'verbal' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Record consent given' }));

    expect(await screen.findByText('Consent recorded.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ optedIn: true, source: 'verbal' });
  });

  it('shows staff a withdrawal with where and when it was recorded, and records a withdrawal', async () => {
    fake.on('GET /api/sms/consents/m1', { body: { ...NEVER, state: 'opted-in', optedIn: true, source: 'paper-form', changedAt: '2026-11-20T10:00:00.000Z' } });
    fake.on('PUT /api/sms/consents/m1', { body: { id: 'm1', position: '9', revision: 1 } });
    renderWithProviders(<MemberSmsConsentCard memberId="m1" isSelf={false} />, { roles: ['pastor'] });

    expect(await screen.findByText('Opted in')).toBeInTheDocument();
    expect(screen.getByText(/^Paper form, /)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Record consent withdrawn' }));
    expect(await screen.findByText('Withdrawal recorded.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ optedIn: false, source: 'paper-form' });
  });

  it('shows a member their own state and lets them opt in through their preference, with no staff form', async () => {
    fake.on('GET /api/sms/consents/me', { body: { ...NEVER, state: 'opted-out', source: 'keyword', changedAt: '2026-11-20T10:00:00.000Z' } });
    const changes: PreferencesChange[] = [];
    const preferences: PreferencesContextValue = {
      preferences: DEFAULT_PREFERENCES,
      status: 'saved',
      errorCode: null,
      update: (change) => changes.push(change),
      importPreferences: () => false,
      exportPreferences: () => '{}',
      reset: () => undefined,
    };
    renderWithProviders(
      <PreferencesContext.Provider value={preferences}>
        <MemberSmsConsentCard memberId="m1" isSelf />
      </PreferencesContext.Provider>,
      { roles: ['member'] },
    );

    expect(await screen.findByText('Opted out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record consent given' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Receive text messages from the church' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(changes).toEqual([{ notifications: { smsNotifications: true } }]);
  });

  it('says there is nothing to consent with when the person has no mobile number', async () => {
    fake.on('GET /api/sms/consents/m1', { body: { ...NEVER, phone: null } });
    renderWithProviders(<MemberSmsConsentCard memberId="m1" isSelf={false} />, { roles: ['admin'] });
    expect(await screen.findByText('No mobile number on record: there is nothing to consent with.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record consent given' })).not.toBeInTheDocument();
  });
});
