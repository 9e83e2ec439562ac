import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { SpeakerFields } from './speaker-fields';

const ABIGAIL = { id: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', fullName: 'Abigail Turner' };

function Harness({ start = { name: '', memberId: '' } }: { start?: { name: string; memberId: string } }) {
  const [speaker, setSpeaker] = useState(start);
  return (
    <>
      <SpeakerFields name={speaker.name} memberId={speaker.memberId} errors={{}} onChange={(name, memberId) => setSpeaker({ name, memberId })} />
      <output data-testid="chosen">{`${speaker.name}|${speaker.memberId}`}</output>
    </>
  );
}

describe('SpeakerFields', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('GET /api/sermons/facets', { body: { series: [], speakers: ['Phoebe Guest'], books: [] } });
    fake.on('GET /api/members', ({ url }) => ({
      body: { items: new URL(url, 'http://x').searchParams.get('search') === 'Abig' ? [ABIGAIL] : [], total: 1, page: 1, pageSize: 8 },
    }));
  });

  it('offers the members whose names match what is typed; choosing one links them and writes their name; typing again makes a guest', async () => {
    renderWithProviders(<Harness />, { roles: ['staff'] });
    const member = screen.getByLabelText('Member of the church');
    expect(member).toHaveValue('');
    fireEvent.change(screen.getByLabelText(/^Speaker/), { target: { value: 'Abig' } });
    await screen.findByRole('option', { name: 'Abigail Turner' });
    expect(fake.calls.some((call) => call.path === '/api/members' && call.url.includes('search=Abig'))).toBe(true);
    fireEvent.change(member, { target: { value: ABIGAIL.id } });
    expect(screen.getByTestId('chosen')).toHaveTextContent(`Abigail Turner|${ABIGAIL.id}`);
    expect(screen.getByLabelText(/^Speaker/)).toHaveValue('Abigail Turner');
    fireEvent.change(screen.getByLabelText(/^Speaker/), { target: { value: 'Abigail T. (visiting)' } });
    expect(screen.getByTestId('chosen')).toHaveTextContent(/^Abigail T\. \(visiting\)\|$/);
    await waitFor(() => expect(member).toHaveValue(''));
  });

  it('keeps offering the linked member of a saved sermon whatever the search finds', async () => {
    renderWithProviders(<Harness start={{ name: 'Abigail Turner', memberId: ABIGAIL.id }} />, { roles: ['staff'] });
    expect(await screen.findByRole('option', { name: 'Abigail Turner' })).toBeInTheDocument();
    expect(screen.getByLabelText('Member of the church')).toHaveValue(ABIGAIL.id);
  });
});
