import type { SmsSendView } from '@koinonia/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { SmsComposeForm } from './sms-compose.form';

/** About when the test sends (the form compares the send's time with its own clock). */
const ASKED_AT = Date.now();

function sendView(status: SmsSendView['status'], scheduledFor: string): SmsSendView {
  return {
    id: 's1',
    origin: 'compose',
    body: 'Choir practice moved to 7pm',
    audience: { kind: 'everyone', value: null, label: '' },
    status,
    scheduledFor,
    createdAt: new Date(ASKED_AT).toISOString(),
    createdBy: 'u1',
    encoding: 'GSM-7',
    segments: 1,
    total: 12,
    counts: { queued: 12, sent: 0, delivered: 0, failed: 0 },
    revision: 0,
  };
}

describe('SmsComposeForm', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/sms/audience-options', { body: { ministries: [], groups: [], events: [] } });
    fake.on('POST /api/sms/audience-preview', { body: { recipients: 12, inAudience: 238, pricePerSegment: 0.0079, currency: 'USD' } });
    fake.on('POST /api/sms/sends', { body: { id: 's1', position: '9', revision: 0 } });
  });

  /** The sends list as the server has it: nothing before the send, then `after`. */
  function sendsAnswer(after: SmsSendView) {
    fake.on('GET /api/sms/sends', () => ({ body: fake.calls.some((call) => call.method === 'POST' && call.path === '/api/sms/sends') ? [after] : [] }));
  }

  async function sendNow() {
    renderWithProviders(<SmsComposeForm />, { roles: ['staff'] });
    expect(await screen.findByText(/12 of 238 people will receive it/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Choir practice moved to 7pm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
  }

  it('says a message sent now is on its way when it goes at once', async () => {
    sendsAnswer(sendView('sending', new Date(ASKED_AT).toISOString()));
    await sendNow();
    expect(await screen.findByText('Your message is on its way. Follow it below.')).toBeVisible();
    expect(fake.calls.find((call) => call.method === 'POST' && call.path === '/api/sms/sends')?.body).toEqual({
      audience: { kind: 'everyone' },
      body: 'Choir practice moved to 7pm',
    });
  });

  it('says when a message sent in quiet hours will go, instead of "on its way"', async () => {
    // The server moved it to the end of quiet hours, five hours on.
    const at = new Date(ASKED_AT + 5 * 3_600_000);
    sendsAnswer(sendView('scheduled', at.toISOString()));
    await sendNow();
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(at);
    expect(
      await screen.findByText(`It is quiet hours in the church's time zone (21:00–08:00): your message goes out at ${time}. Follow it below.`),
    ).toBeVisible();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });
});
