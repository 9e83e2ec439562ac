import type { MemberView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { MemberPhotoSection } from './member-photo.section';

const RUTH: MemberView = {
  id: 'm1',
  fullName: 'Ruth Anderson',
  ministry: 'Prayer',
  role: 'member',
  status: 'active',
  joinedAt: '2015-09-13',
  membershipStep: 'member',
  baptismDate: '',
  isChild: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  revision: 3,
  privacy: { listed: true, shareEmail: false, sharePhone: false, shareAddress: false },
};

describe('MemberPhotoSection', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('PUT /api/members/m1/photo', { body: { id: 'm1', position: '5', revision: 4 } });
    fake.on('DELETE /api/members/m1/photo', { body: { id: 'm1', position: '6', revision: 5 } });
  });

  it('uploads the chosen photo as multipart from a labelled control, and says so', async () => {
    renderWithProviders(<MemberPhotoSection member={RUTH} editable />);
    expect(screen.queryByRole('img')).toBeNull();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Upload a photo'), { target: { files: [file] } });

    expect(await screen.findByText('The photo is saved.')).toBeInTheDocument();
    const [init] = fake.mock.mock.calls.find(([url]) => String(url) === '/api/members/m1/photo')!.slice(1) as [RequestInit];
    expect(init.method).toBe('PUT');
    expect((init.body as FormData).get('file')).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('shows the photo with its name, and removes it', async () => {
    renderWithProviders(<MemberPhotoSection member={{ ...RUTH, photo: 'p1' }} editable />);
    expect(screen.getByRole('img', { name: 'Photo of Ruth Anderson' })).toHaveAttribute('src', '/api/members/m1/photo?v=p1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('The photo is removed.')).toBeInTheDocument();
  });

  it('offers no change to someone who may not make one', () => {
    renderWithProviders(<MemberPhotoSection member={{ ...RUTH, photo: 'p1' }} editable={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
