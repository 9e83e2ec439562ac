import { VALIDATION_MESSAGES, type VendorAccountView, type VendorView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import VendorsPage from './vendors.page';
import { VendorFormDialog } from './vendor-form.dialog';

const ACCOUNTS: VendorAccountView[] = [
  { id: '0b7a3c55-6a4e-4d3c-9a51-2f4f8f1d7e10', displayName: 'Dana Carter', email: 'vendor@demo.church', vendorId: 'v-carter' },
  { id: '7c1e9f2a-3b4d-4e5f-8a6b-9c0d1e2f3a4b', displayName: 'Lena Vine', email: 'lena@vine.example', vendorId: null },
];

const VENDOR: VendorView = {
  id: 'v-carter',
  name: 'Carter Sound & Light',
  category: 'audio-visual',
  description: 'Sound and lights',
  contact: { name: 'Dana Carter', email: 'dana@carter.example', phone: null, website: null },
  serviceArea: 'Springfield',
  rate: { amount: { minor: 9500, currency: 'USD' }, unit: 'hour' },
  rateNotes: null,
  photos: [{ id: 'p1', url: '/api/vendors/v-carter/photos/p1', thumbUrl: '/api/vendors/v-carter/photos/p1?size=thumb' }],
  availability: 'Evenings',
  hasPortalAccount: true,
  reviewCount: 2,
  averageRating: 4.5,
  revision: 3,
};

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const posts = (fake: FakeFetch) => fake.calls.filter((c) => c.method !== 'GET');

describe('VendorFormDialog', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/vendors/accounts', { body: ACCOUNTS });
  });

  it('labels every field and asks for the name and category before sending', async () => {
    renderWithProviders(<VendorFormDialog vendor={null} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add vendor' });
    for (const label of [
      'Business name',
      'Category',
      'Description',
      'Contact person',
      'Phone',
      'Email',
      'Website',
      'Service area',
      'Rate (USD)',
      'Rate per',
      'Rate notes',
      'Availability',
      'Vendor account',
    ]) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add vendor' }));

    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required));
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required);
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveFocus());
    expect(posts(fake)).toEqual([]);
  });

  it('says what is wrong with an email and a rate, and sends nothing', async () => {
    renderWithProviders(<VendorFormDialog vendor={null} onClose={jest.fn()} />);
    fill('Business name', 'Lily & Vine');
    fill('Category', 'florist');
    fill('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.email));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    fill('Email', 'hello@vine.example');
    fill('Rate (USD)', 'twelve');
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));
    await waitFor(() => expect(screen.getByLabelText('Rate (USD)')).toHaveAccessibleDescription(expect.stringContaining('Enter an amount such as 95.00.')));
    expect(posts(fake)).toEqual([]);
  });

  it('adds a vendor linked to a free vendor account; an account already linked cannot be chosen', async () => {
    fake.on('POST /api/vendors', { status: 201, body: { id: 'v-new', revision: 1, position: '40' } });
    const onClose = jest.fn();
    renderWithProviders(<VendorFormDialog vendor={null} onClose={onClose} />);
    const account = screen.getByLabelText('Vendor account');
    await waitFor(() => expect(within(account).getByRole('option', { name: 'Lena Vine (lena@vine.example)' })).toBeEnabled());
    expect(within(account).getByRole('option', { name: 'Dana Carter (vendor@demo.church) — already linked' })).toBeDisabled();

    fill('Business name', ' Lily & Vine ');
    fill('Category', 'florist');
    fill('Rate (USD)', '250');
    fill('Rate per', 'event');
    fill('Vendor account', ACCOUNTS[1].id);
    fireEvent.click(screen.getByRole('button', { name: 'Add vendor' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(fake).map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        '/api/vendors',
        {
          name: 'Lily & Vine',
          category: 'florist',
          rate: { amount: { minor: 25000, currency: 'USD' }, unit: 'event' },
          userId: ACCOUNTS[1].id,
        },
      ],
    ]);
  });

  it('edits a profile with the revision it was filled from, and shows the server’s field message', async () => {
    let attempts = 0;
    fake.on('PUT /api/vendors/v-carter', () =>
      attempts++ === 0
        ? { status: 400, body: { code: 'VALIDATION_ERROR', message: 'x', details: { fields: [{ field: 'phone', message: VALIDATION_MESSAGES.phone }] } } }
        : { body: { id: 'v-carter', revision: 4, position: '41' } },
    );
    const onClose = jest.fn();
    fake.on('GET /api/vendors/v-carter', { body: VENDOR });
    renderWithProviders(<VendorFormDialog vendor={VENDOR} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Edit Carter Sound & Light' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Vendor account')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rate (USD)')).toHaveValue('95.00');
    fill('Phone', '+1 555 010 0100');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(VALIDATION_MESSAGES.phone));

    fill('Phone', '+1 555 010 0199');
    fill('Availability', 'Evenings and weekends');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = posts(fake).at(-1)!;
    expect(put.headers['If-Match']).toBe('3');
    expect(put.body).toMatchObject({ name: 'Carter Sound & Light', phone: '+1 555 010 0199', availability: 'Evenings and weekends' });
    expect(put.body).not.toHaveProperty('photos');
  });

  it('uploads a photo at once and takes one off, showing the profile as it now stands', async () => {
    const second = { id: 'p2', url: '/api/vendors/v-carter/photos/p2', thumbUrl: '/api/vendors/v-carter/photos/p2?size=thumb' };
    let photos = VENDOR.photos;
    fake.on('GET /api/vendors/v-carter', () => ({ body: { ...VENDOR, photos, revision: 3 + photos.length } }));
    fake.on(
      'POST /api/vendors/v-carter/photos',
      () => ((photos = [...photos, second]), { status: 201, body: { id: 'v-carter', revision: 5, position: '42' } }),
    );
    fake.on(
      'DELETE /api/vendors/v-carter/photos/p1',
      () => ((photos = photos.filter((p) => p.id !== 'p1')), { body: { id: 'v-carter', revision: 6, position: '43' } }),
    );
    renderWithProviders(<VendorFormDialog vendor={VENDOR} onClose={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Carter Sound & Light, photo 1' })).toHaveAttribute('src', VENDOR.photos[0]!.thumbUrl);
    expect(screen.getAllByText(/1 of 6 photos/)[0]).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'stage.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'Carter Sound & Light, photo 2' })).toHaveAttribute('src', second.thumbUrl);
    const upload = fake.calls.find((c) => c.method === 'POST')!;
    expect(upload.path).toBe('/api/vendors/v-carter/photos');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Carter Sound & Light, photo 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Carter Sound & Light, photo 1' })).toHaveAttribute('src', second.thumbUrl);
  });

  it('lets an administrator unlink the vendor account and link another, each at once; a refusal shows the catalogue message', async () => {
    let accounts = ACCOUNTS;
    fake.on('GET /api/vendors/accounts', () => ({ body: accounts }));
    fake.on('GET /api/vendors/v-carter', { body: VENDOR });
    fake.on('DELETE /api/vendors/v-carter/account', () => {
      accounts = accounts.map((account) => ({ ...account, vendorId: null }));
      return { body: { id: 'v-carter', revision: 4, position: '50' } };
    });
    fake.on('PUT /api/vendors/v-carter/account', {
      status: 409,
      body: { code: 'VENDOR_ACCOUNT_LINKED_ELSEWHERE', message: 'This vendor account already keeps another vendor profile. Unlink it there first.' },
    });
    renderWithProviders(<VendorFormDialog vendor={VENDOR} onClose={jest.fn()} />, { roles: ['admin'] });
    const section = await screen.findByRole('region', { name: 'Vendor account' });
    expect(await within(section).findByText('Linked to Dana Carter (vendor@demo.church).')).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Unlink account' }));
    const choice = await within(section).findByRole('combobox', { name: 'Account to link' });
    await waitFor(() => expect(choice).toBeEnabled());
    fireEvent.change(choice, { target: { value: ACCOUNTS[1]!.id } });
    fireEvent.click(within(section).getByRole('button', { name: 'Link account' }));
    expect(await within(section).findByText('This vendor account already keeps another vendor profile. Unlink it there first.')).toBeInTheDocument();
    expect(posts(fake).map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/vendors/v-carter/account', 'PUT /api/vendors/v-carter/account']);
    expect(posts(fake).at(-1)!.body).toEqual({ userId: ACCOUNTS[1]!.id });
  });

  it('offers staff no account linking on an existing profile (administrators only)', async () => {
    fake.on('GET /api/vendors/v-carter', { body: VENDOR });
    renderWithProviders(<VendorFormDialog vendor={VENDOR} onClose={jest.fn()} />, { roles: ['staff'] });
    expect(screen.getByRole('dialog', { name: 'Edit Carter Sound & Light' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlink account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Vendor account' })).not.toBeInTheDocument();
  });
});

describe('VendorsPage for the office', () => {
  beforeEach(() => {
    consistency.reset();
    const fake = installFakeFetch();
    fake.on('GET /api/vendors', { body: [VENDOR] });
    fake.on('GET /api/vendors/accounts', { body: ACCOUNTS });
  });

  it('shows the average rating, and Add vendor and Edit to those who manage vendors', async () => {
    renderWithProviders(<VendorsPage />, { roles: ['staff'] });
    expect(await screen.findByText('4.5 out of 5 (2 reviews)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Carter Sound & Light' }));
    expect(screen.getByRole('dialog', { name: 'Edit Carter Sound & Light' })).toBeInTheDocument();
  });

  it('hides Add vendor and Edit from those who may not manage vendors', async () => {
    renderWithProviders(<VendorsPage />, { roles: ['pastor'] });
    expect(await screen.findByText('4.5 out of 5 (2 reviews)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Carter Sound & Light' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Carter Sound & Light' })).toBeInTheDocument();
  });
});
