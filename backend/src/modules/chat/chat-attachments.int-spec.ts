import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CHAT_LIMITS, CONSISTENCY_HEADER, type ChatChannelView, type ChatHistoryPage } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** A small picture: 64×48, three colours. */
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** The start of a Linux program: what file-type calls application/x-elf. */
const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 1)]);

describe('chat attachments: uploaded to a channel, sent with a message, fetched only by its readers', () => {
  let t: TestApp;
  let member: string;
  let pastor: string;
  let staff: string;
  let leader: string;
  let finance: string;
  let vendor: string;
  let position = '0';
  let church: string;

  const get = (path: string, cookie: string) =>
    t
      .http()
      .get(path)
      .set('Cookie', cookie)
      .set(CONSISTENCY_HEADER, position)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const upload = async (channelId: string, bytes: Buffer, filename: string, cookie: string) => {
    const response = await t.http().post(`/api/chat/channels/${channelId}/attachments`).set('Cookie', cookie).attach('file', bytes, filename);
    if (response.body.position) position = response.body.position;
    return response;
  };
  const sendMessage = async (channelId: string, body: object, cookie: string) => {
    const response = await t.http().post(`/api/chat/channels/${channelId}/messages`).set('Cookie', cookie).send(body);
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response;
  };
  const history = async (channelId: string, cookie: string) =>
    (await t.http().get(`/api/chat/channels/${channelId}/messages`).set('Cookie', cookie).set(CONSISTENCY_HEADER, position).expect(200))
      .body as ChatHistoryPage;
  const channels = async (cookie: string) => (await t.http().get('/api/chat/channels').set('Cookie', cookie).expect(200)).body as ChatChannelView[];
  const stored = async () => readdir(join(t.config.dataDir, 'media', 'chat-attachments')).catch(() => [] as string[]);

  beforeAll(async () => {
    t = await startTestApp();
    [member, pastor, staff, leader, finance, vendor] = await Promise.all(
      ['member', 'pastor', 'staff', 'leader', 'finance', 'vendor'].map((role) => t.signIn(`${role}@demo.church`)),
    );
    church = (await channels(member)).find((c) => c.kind === 'church' && c.name === 'Whole church')!.id;
  });
  afterAll(() => t.close());

  it('successful-demo: the demo church’s channel holds the potluck flyer (a picture with its preview) and the order of service (a PDF)', async () => {
    const messages = (await history(church, member)).messages;
    const flyer = messages.flatMap((m) => m.attachments).find((a) => a.name === 'potluck-flyer.png')!;
    expect(flyer).toMatchObject({ contentType: 'image/png', width: 800, height: 500 });
    expect(messages.flatMap((m) => m.attachments).find((a) => a.name === 'order-of-service.pdf')).toMatchObject({ contentType: 'application/pdf' });
    const preview = await get(`/api/chat/attachments/${flyer.id}/thumbnail`, member).expect(200);
    expect(await sharp(preview.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 300 });
  });

  it('successful-image: a member sends a picture; another reader gets the same bytes and a preview; a vendor never', async () => {
    const bytes = await png();
    const uploaded = await upload(church, bytes, 'picnic.png', member);
    expect(uploaded.status).toBe(201);
    const attachmentId = uploaded.body.id as string;
    const sent = await sendMessage(church, { clientId: 'pic-1', text: 'Photos from the picnic', attachmentIds: [attachmentId] }, member);
    expect(sent.status).toBe(201);

    const message = (await history(church, pastor)).messages.find((m) => m.id === sent.body.id)!;
    expect(message.attachments).toEqual([{ id: attachmentId, name: 'picnic.png', contentType: 'image/png', size: bytes.length, width: 64, height: 48 }]);

    const file = await get(`/api/chat/attachments/${attachmentId}`, pastor).expect(200);
    expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="picnic.png"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const preview = await get(`/api/chat/attachments/${attachmentId}/thumbnail`, pastor).expect(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(preview.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });

    expect((await get(`/api/chat/attachments/${attachmentId}`, vendor)).status).toBe(403);
  });

  it('successful-document: a PDF alone (no words) goes out as a download; a reader outside a group channel gets 403', async () => {
    const youthGroup = (await channels(leader)).find((c) => c.kind === 'group')!;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const uploaded = await upload(youthGroup.id, pdf, 'permission slip.pdf', leader);
    expect(uploaded.status).toBe(201);
    const sent = await sendMessage(youthGroup.id, { clientId: 'slip-1', text: '', attachmentIds: [uploaded.body.id] }, leader);
    expect(sent.status).toBe(201);
    const message = (await history(youthGroup.id, leader)).messages.find((m) => m.id === sent.body.id)!;
    expect(message).toMatchObject({ text: '', attachments: [{ name: 'permission slip.pdf', contentType: 'application/pdf', size: pdf.length }] });
    const file = await get(`/api/chat/attachments/${uploaded.body.id}`, leader).expect(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="permission slip.pdf"/);
    expect(file.headers['content-type']).toBe('application/pdf');
    const outsider = await get(`/api/chat/attachments/${uploaded.body.id}`, finance);
    expect(outsider.status).toBe(403);
  });

  it('failed-type: a program (and a text file, which shows no type) is refused with UNSUPPORTED_FILE_TYPE; nothing is stored', async () => {
    const before = await stored();
    const program = await upload(church, elf(), 'song.mp3', member);
    expect(program.status).toBe(415);
    expect(program.body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
    const text = await upload(church, Buffer.from('hello'), 'notes.txt', member);
    expect(text.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('failed-size: a file past 25 MiB is refused with FILE_TOO_LARGE; nothing is stored', async () => {
    const before = await stored();
    const big = Buffer.concat([await png(), Buffer.alloc(CHAT_LIMITS.attachmentBytes, 0)]);
    const response = await upload(church, big, 'huge.png', member);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await stored()).toEqual(before);
  });

  it('failed-other: another person’s upload cannot be sent (400) nor fetched before it is sent (404); an empty message is 400', async () => {
    const theirs = (await upload(church, await png(), 'pastor.png', pastor)).body.id as string;
    const refused = await sendMessage(church, { clientId: 'steal-1', text: 'Look', attachmentIds: [theirs] }, member);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'attachmentIds' }] } });
    expect((await get(`/api/chat/attachments/${theirs}`, member)).status).toBe(404);
    expect((await get(`/api/chat/attachments/${theirs}`, pastor)).status).toBe(200);
    // Still the pastor's to send.
    expect((await sendMessage(church, { clientId: 'own-1', text: '', attachmentIds: [theirs] }, pastor)).status).toBe(201);
    expect((await sendMessage(church, { clientId: 'again-1', text: '', attachmentIds: [theirs] }, pastor)).status).toBe(400);
    expect((await sendMessage(church, { clientId: 'empty-1', text: '' }, member)).status).toBe(400);
    expect((await get('/api/chat/attachments/not-an-id', member)).status).toBe(404);
  });

  it('idempotent: the same clientId twice stores one message with its files', async () => {
    const id = (await upload(church, await png(), 'twice.png', member)).body.id as string;
    const first = await sendMessage(church, { clientId: 'twice-1', text: 'Once', attachmentIds: [id] }, member);
    const second = await sendMessage(church, { clientId: 'twice-1', text: 'Once', attachmentIds: [id] }, member);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    const mine = (await history(church, member)).messages.filter((m) => m.clientId === 'twice-1');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.attachments.map((a) => a.id)).toEqual([id]);
  });

  it('gone: a deleted message’s files are served to nobody (404); a hidden one’s neither, until a moderator shows it again', async () => {
    const deletedId = (await upload(church, await png(), 'oops.png', member)).body.id as string;
    const oops = await sendMessage(church, { clientId: 'oops-1', text: 'Wrong picture', attachmentIds: [deletedId] }, member);
    await get(`/api/chat/attachments/${deletedId}`, pastor).expect(200);
    const removed = await t.http().delete(`/api/chat/messages/${oops.body.id}`).set('Cookie', member).expect(200);
    position = removed.body.position;
    expect((await get(`/api/chat/attachments/${deletedId}`, pastor)).status).toBe(404);
    expect((await get(`/api/chat/attachments/${deletedId}/thumbnail`, member)).status).toBe(404);
    expect((await history(church, pastor)).messages.find((m) => m.id === oops.body.id)!.attachments).toEqual([]);

    const hiddenId = (await upload(church, await png(), 'rude.png', leader)).body.id as string;
    const rude = await sendMessage(church, { clientId: 'rude-1', text: '', attachmentIds: [hiddenId] }, leader);
    position = (await t.http().post(`/api/chat/messages/${rude.body.id}/hide`).set('Cookie', staff).send({ reason: 'unkind' }).expect(200)).body.position;
    expect((await get(`/api/chat/attachments/${hiddenId}`, member)).status).toBe(404);
    position = (await t.http().post(`/api/chat/messages/${rude.body.id}/unhide`).set('Cookie', staff).send({ reason: 'fine' }).expect(200)).body.position;
    expect((await get(`/api/chat/attachments/${hiddenId}`, member)).status).toBe(200);
  });
});
