import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { SMTPServer } from 'smtp-server';
import { CONSISTENCY_HEADER } from '@koinonia/contracts';
import { eventually } from '../../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { ChurchQuery } from '../../organisation';

type Received = { to: string[]; raw: string };

/** A real SMTP server on a loopback port, keeping what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A MIME part's body by its content type, decoded (base64, quoted-printable, or as it is). */
function part(raw: string, type: string): Buffer {
  const start = raw.search(new RegExp(`Content-Type: ${type.replace('/', '\\/')}`, 'i'));
  if (start < 0) throw new Error(`No ${type} part in ${raw.slice(0, 2000)}`);
  const rest = raw.slice(start);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, headerEnd);
  const body = rest
    .slice(headerEnd)
    .replace(/^\r?\n\r?\n/, '')
    .split(/\r?\n--/)[0];
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return Buffer.from(decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25')), 'utf8');
  }
  return Buffer.from(body, 'utf8');
}

/** The text a pdfkit document draws: each content stream inflated, its text operations' hex strings decoded, joined. */
function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      texts.push([...op[1].matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1], 'hex').toString('latin1')).join(''));
    }
  }
  return texts.join(' ').replace(/\s+/g, ' ');
}

const usd = (minor: number) => ({ minor, currency: 'USD' });

describe('gift receipts: the PDF, and the email over a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let finance: string;
  let auditor: string;
  let member: string;
  let leader: string;
  let ruthId: string;
  let church: string;
  let general: string;
  let missions: string;
  let position = '0';

  const send = async (method: 'post' | 'put', path: string, body: object, status: number, cookie = finance) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const receipt = (id: string, cookie: string) =>
    t.http().get(`/api/donations/${id}/receipt.pdf`).set('Cookie', cookie).set(CONSISTENCY_HEADER, position).buffer(true);
  const mailsTo = (address: string, count: number) =>
    eventually(() => {
      // Apart from the demo church's announcements (broadcasts, each with its List-Unsubscribe).
      const mails = smtp.received.filter((m) => m.to.includes(address) && !/^List-Unsubscribe:/m.test(m.raw));
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    }, 15_000);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    [finance, auditor, member, leader] = await Promise.all(['finance', 'auditor', 'member', 'leader'].map((role) => t.signIn(`${role}@demo.church`)));
    ruthId = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body.memberId as string;
    church = (await t.app.get(ChurchQuery).current())!.name;
    // Ruth reads her email in Spanish.
    await t.http().put('/api/preferences').set('Cookie', member).send({ language: 'es' }).expect(200);
    general = (await send('post', '/api/funds', { name: 'Receipts general' }, 201)).body.id as string;
    missions = (await send('post', '/api/funds', { name: 'Receipts missions' }, 201)).body.id as string;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("successful-receipt: a gift's PDF names the church, the donor, the date, each fund, the amount, the deductible part and the number; the donor downloads their own", async () => {
    const body = {
      donorMemberId: ruthId,
      splits: [
        { fundId: general, amount: usd(10_000) },
        { fundId: missions, amount: usd(2_550) },
      ],
      amount: usd(12_550),
      method: 'cheque',
      chequeNumber: '1042',
      receivedOn: '2026-04-05',
      deductible: 12_000,
    };
    const id = (await send('post', '/api/donations', body, 201)).body.id as string;
    const number = `R-2026-${id.slice(0, 8).toUpperCase()}`;
    for (const cookie of [finance, auditor, member]) {
      const response = await receipt(id, cookie).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
      const text = pdfText(response.body as Buffer);
      for (const expected of [
        church,
        'Donation receipt',
        `Receipt number: ${number}`,
        'Donor: Ruth Anderson',
        'Date received: April 5, 2026',
        'Method: Cheque no. 1042',
        'Receipts general $100.00',
        'Receipts missions $25.50',
        'Amount: $125.50',
        'Tax-deductible amount: $120.00',
      ]) {
        expect(text).toContain(expected);
      }
    }
    // The same receipt, byte for byte, on a reprint.
    const again = await receipt(id, finance).expect(200);
    expect(Buffer.compare(again.body as Buffer, (await receipt(id, auditor).expect(200)).body as Buffer)).toBe(0);
  });

  it('successful-receipt-legal-name: a receipt names the church by its legal name once the settings have one, as statements do', async () => {
    const admin = await t.signIn('admin@demo.church');
    await t
      .http()
      .put('/api/admin/church-settings')
      .set('Cookie', admin)
      .send({ country: 'US', legalName: 'Grace Fellowship of Springfield, Inc.' })
      .expect(200);
    try {
      const id = (
        await send('post', '/api/donations', { donorMemberId: ruthId, fundId: general, amount: usd(1_000), method: 'cash', receivedOn: '2026-04-06' }, 201)
      ).body.id as string;
      expect(pdfText((await receipt(id, finance).expect(200)).body as Buffer)).toContain('Grace Fellowship of Springfield, Inc.');
    } finally {
      await t.http().put('/api/admin/church-settings').set('Cookie', admin).send({ country: 'US', legalName: '' }).expect(200);
    }
  });

  it('successful-receipt-in-kind: a gift in kind is described apart, with the value stated for it', async () => {
    const body = {
      donorMemberId: ruthId,
      fundId: general,
      amount: usd(45_000),
      method: 'in-kind',
      inKindDescription: 'Upright piano',
      receivedOn: '2026-04-12',
    };
    const id = (await send('post', '/api/donations', body, 201)).body.id as string;
    const text = pdfText((await receipt(id, finance).expect(200)).body as Buffer);
    expect(text).toContain('Gift in kind Description: Upright piano');
    expect(text).toContain('Value stated: $450.00');
    expect(text).not.toContain('Funds');
  });

  it('failing-receipt: another member finds no such receipt; a reversed gift deducts nothing; nobody signed out', async () => {
    const id = (
      await send('post', '/api/donations', { donorMemberId: ruthId, fundId: general, amount: usd(700), method: 'cash', receivedOn: '2026-04-19' }, 201)
    ).body.id as string;
    await receipt(id, leader).expect(404);
    await t.http().get(`/api/donations/${id}/receipt.pdf`).expect(401);
    await receipt('5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21', finance).expect(404);
    await send('post', `/api/donations/${id}/reversals`, { reason: 'Wrong donor' }, 201);
    const text = pdfText((await receipt(id, finance).expect(200)).body as Buffer);
    expect(text).toContain('Tax-deductible amount: $0.00');
    expect(text).toContain('This gift was reversed on');
    expect(text).toContain('Wrong donor');
  });

  it("successful-receipt-mail: the donor's receipt arrives in Spanish, its PDF attached; an anonymous gift mails nobody", async () => {
    // The three gifts above were Ruth's: their receipts are in before this one counts.
    await mailsTo('member@demo.church', 3);
    await t.settled();
    const before = smtp.received.length;
    await send('post', '/api/donations', { fundId: general, amount: usd(5_000), method: 'cash', receivedOn: '2026-05-03' }, 201);
    const id = (
      await send('post', '/api/donations', { donorMemberId: ruthId, fundId: missions, amount: usd(7_500), method: 'card', receivedOn: '2026-05-03' }, 201)
    ).body.id as string;
    const number = `R-2026-${id.slice(0, 8).toUpperCase()}`;
    const mail = await eventually(() => {
      const found = smtp.received.find((m) => m.to.includes('member@demo.church') && m.raw.includes(`receipt-${number}.pdf`));
      expect(found).toBeDefined();
      return found!;
    }, 15_000);
    const text = part(mail.raw, 'text/plain').toString('utf8');
    expect(text).toContain('Hola, Ruth Anderson:');
    expect(text).toContain('Gracias por su donativo de 75,00');
    expect(text).toContain('recibido el 3 de mayo de 2026');
    expect(text).toContain(`Adjuntamos su recibo ${number} en PDF.`);
    const attached = pdfText(part(mail.raw, 'application/pdf'));
    expect(attached).toContain(`Receipt number: ${number}`);
    expect(attached).toContain('Amount: $75.00');
    await t.settled();
    // Only Ruth's gift was mailed since: the anonymous one reached nobody.
    expect(
      smtp.received
        .slice(before)
        .filter((m) => !/^List-Unsubscribe:/m.test(m.raw))
        .map((m) => m.to),
    ).toEqual([['member@demo.church']]);
  });

  it('failing-receipt-mail: once the church turns receipts off, a gift mails nothing until it turns them on again; auditors cannot switch it', async () => {
    await send('put', '/api/giving/receipt-emails', { enabled: false }, 403, auditor);
    await send('put', '/api/giving/receipt-emails', { enabled: false }, 200);
    expect((await t.http().get('/api/giving/receipt-emails').set('Cookie', auditor).expect(200)).body).toEqual({ enabled: false });
    const quiet = (
      await send('post', '/api/donations', { donorMemberId: ruthId, fundId: general, amount: usd(111), method: 'cash', receivedOn: '2026-05-10' }, 201)
    ).body.id as string;
    await send('put', '/api/giving/receipt-emails', { enabled: true }, 200);
    const loud = (
      await send('post', '/api/donations', { donorMemberId: ruthId, fundId: general, amount: usd(222), method: 'cash', receivedOn: '2026-05-10' }, 201)
    ).body.id as string;
    await mailsTo('member@demo.church', 1);
    await eventually(() => expect(smtp.received.some((m) => m.raw.includes(`R-2026-${loud.slice(0, 8).toUpperCase()}`))).toBe(true), 15_000);
    await t.settled();
    expect(smtp.received.some((m) => m.raw.includes(`R-2026-${quiet.slice(0, 8).toUpperCase()}`))).toBe(false);
  });
});
