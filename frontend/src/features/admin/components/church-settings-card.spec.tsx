import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { ChurchSettingsCard } from './church-settings-card';

describe('ChurchSettingsCard', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it("shows the church's country and saves another one, chosen by its name", async () => {
    let country = 'US';
    fake.on('GET /api/organisation/settings', () => ({ body: { country } }));
    fake.on('PUT /api/admin/church-settings', (call) => {
      country = (call.body as { country: string }).country;
      return { body: { id: 'c1', position: '4', revision: 3 } };
    });
    renderWithProviders(<ChurchSettingsCard />);

    const select = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(select).toHaveValue('US'));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(select, { target: { value: 'GB' } });
    expect(within(select).getByText('United Kingdom')).toHaveProperty('selected', true);
    fireEvent.click(save);

    expect(await screen.findByText('The church’s country is saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ country: 'GB' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });
  it("turns on approval of members' own changes, sending only that", async () => {
    let approval = false;
    fake.on('GET /api/organisation/settings', () => ({ body: { country: 'US', selfUpdatesNeedApproval: approval } }));
    fake.on('PUT /api/admin/church-settings', (call) => {
      approval = (call.body as { selfUpdatesNeedApproval: boolean }).selfUpdatesNeedApproval;
      return { body: { id: 'c1', position: '5', revision: 4 } };
    });
    renderWithProviders(<ChurchSettingsCard />);

    const toggle = screen.getByRole('switch', { name: 'Members’ own changes need approval' });
    // Switchable once the settings have arrived.
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The setting is saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ country: 'US', selfUpdatesNeedApproval: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Members’ own changes need approval' })).toHaveAttribute('aria-checked', 'true'));
  });

  it("shows the church's time zone and saves another one, sending only that besides the country", async () => {
    let timeZone = 'America/Chicago';
    fake.on('GET /api/organisation/settings', () => ({ body: { country: 'US', selfUpdatesNeedApproval: false, currency: 'USD', timeZone } }));
    fake.on('PUT /api/admin/church-settings', (call) => {
      timeZone = (call.body as { timeZone: string }).timeZone;
      return { body: { id: 'c1', position: '6', revision: 5 } };
    });
    renderWithProviders(<ChurchSettingsCard />);

    const select = screen.getByRole('combobox', { name: 'Time zone' });
    await waitFor(() => expect(select).toHaveValue('America/Chicago'));
    fireEvent.focus(select);
    expect(within(select).getByText('America/New York')).toHaveValue('America/New_York');
    fireEvent.change(select, { target: { value: 'Europe/Berlin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The setting is saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ country: 'US', timeZone: 'Europe/Berlin' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin'));
  });
  it("shows the church's legal name and saves another one, trimmed as the server keeps it, sending only that besides the country", async () => {
    let legalName = '';
    fake.on('GET /api/organisation/settings', () => ({ body: { country: 'US', selfUpdatesNeedApproval: false, currency: 'USD', timeZone: 'UTC', legalName } }));
    fake.on('PUT /api/admin/church-settings', (call) => {
      legalName = (call.body as { legalName: string }).legalName;
      return { body: { id: 'c1', position: '6', revision: 5 } };
    });
    renderWithProviders(<ChurchSettingsCard />);

    const field = screen.getByRole('textbox', { name: 'Legal name (printed on statements and receipts)' });
    await waitFor(() => expect(field).toBeEnabled());
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('maxLength', '160');
    fireEvent.change(field, { target: { value: '  ' } });
    // Spaces alone are no change: the server would keep the name empty.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(field, { target: { value: ' Grace Fellowship of Springfield, Inc. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The setting is saved.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ country: 'US', legalName: 'Grace Fellowship of Springfield, Inc.' });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Legal name (printed on statements and receipts)' })).toHaveValue('Grace Fellowship of Springfield, Inc.'),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the server's word on a legal name it refuses, under the field", async () => {
    fake.on('GET /api/organisation/settings', () => ({
      body: { country: 'US', selfUpdatesNeedApproval: false, currency: 'USD', timeZone: 'UTC', legalName: '' },
    }));
    fake.on('PUT /api/admin/church-settings', () => ({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'x', details: { fields: [{ field: 'legalName', message: VALIDATION_MESSAGES.tooLong }] } },
    }));
    renderWithProviders(<ChurchSettingsCard />);

    const field = screen.getByRole('textbox', { name: 'Legal name (printed on statements and receipts)' });
    await waitFor(() => expect(field).toBeEnabled());
    fireEvent.change(field, { target: { value: 'Grace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(VALIDATION_MESSAGES.tooLong)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Legal name (printed on statements and receipts)' })).toHaveAttribute('aria-invalid', 'true');
  });
});
