import { CONSISTENCY_HEADER, type CareCommunicationList, type CareRequestList, type PastoralNoteList } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** A merged person's care — requests, confidential notes, the communications log — shows under the survivor, and goes back with an unmerge. */
describe('pastoral care of merged people over HTTP', () => {
  let t: TestApp;
  let pastor: string;
  let position = '0';

  const get = (path: string) => t.http().get(path).set('Cookie', pastor).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, status: number) => {
    const response = await t.http().post(path).set('Cookie', pastor).send(body).expect(status);
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response.body;
  };
  const register = async (fullName: string) =>
    (await post('/api/members', { fullName, email: '', address: '', ministry: 'Care', role: 'member' }, 201)).id as string;
  const requestsOf = async (memberId: string) => ((await get(`/api/care-requests?memberId=${memberId}`).expect(200)).body as CareRequestList).items;
  const logOf = async (memberId: string) => ((await get(`/api/care-communications?memberId=${memberId}`).expect(200)).body as CareCommunicationList).items;
  const notesOf = async (memberId: string, careRequestId?: string) =>
    (
      (await get(`/api/pastoral-notes?memberId=${memberId}${careRequestId ? `&careRequestId=${careRequestId}` : ''}`).expect(200)).body as PastoralNoteList
    ).items
      .map((note) => note.text)
      .sort();

  let survivor: string;
  let merged: string;
  let request: string;

  beforeAll(async () => {
    t = await startTestApp();
    pastor = await t.signIn('pastor@demo.church');
    survivor = await register('Naomi Whitcombe');
    merged = await register('Naomi Whitcomb');
    request = (await post('/api/care-requests', { type: 'hospital-visit', urgency: 'high', memberId: merged }, 201)).id;
    await post('/api/care-communications', { memberId: merged, kind: 'call', summary: 'Rang about the surgery date.' }, 201);
    await post('/api/pastoral-notes', { memberId: merged, text: 'Worried about her sister.' }, 201);
    await post('/api/pastoral-notes', { memberId: merged, careRequestId: request, text: 'Surgery on Tuesday.' }, 201);
    await post(`/api/members/${survivor}/merge`, { mergedId: merged, fields: {} }, 200);
  });
  afterAll(() => t.close());

  it('successful-care-merge: requests, notes and the log follow the survivor; a note on a followed request stays with it through the unmerge', async () => {
    expect((await requestsOf(survivor)).map((item) => [item.id, item.memberId, item.memberName])).toEqual([[request, survivor, 'Naomi Whitcombe']]);
    expect(await requestsOf(merged)).toEqual([]);
    expect((await logOf(survivor)).map((item) => [item.memberId, item.summary])).toEqual([[survivor, 'Rang about the surgery date.']]);
    const everyone = ((await get('/api/care-communications').expect(200)).body as CareCommunicationList).items;
    expect(everyone.find((item) => item.summary === 'Rang about the surgery date.')?.memberName).toBe('Naomi Whitcombe');
    expect(await notesOf(survivor)).toEqual(['Surgery on Tuesday.', 'Worried about her sister.']);
    expect(await notesOf(survivor, request)).toEqual(['Surgery on Tuesday.']);

    // The profile's request row offers its notes with the survivor's id.
    await post('/api/pastoral-notes', { memberId: survivor, careRequestId: request, text: 'Home again on Friday.' }, 201);
    expect(await notesOf(survivor, request)).toEqual(['Home again on Friday.', 'Surgery on Tuesday.']);

    await post(`/api/members/${survivor}/unmerge`, { mergedId: merged }, 200);
    expect(await requestsOf(survivor)).toEqual([]);
    expect(await logOf(survivor)).toEqual([]);
    expect(await notesOf(survivor)).toEqual([]);
    expect((await requestsOf(merged)).map((item) => [item.id, item.memberId])).toEqual([[request, merged]]);
    expect((await logOf(merged)).map((item) => item.memberId)).toEqual([merged]);
    expect(await notesOf(merged, request)).toEqual(['Home again on Friday.', 'Surgery on Tuesday.']);
    await post(`/api/members/${survivor}/merge`, { mergedId: merged, fields: {} }, 200);
  });

  it('failing-care-merge: new care on the merged record is refused naming the survivor, a note cannot borrow another person’s request, and nothing is recorded', async () => {
    const refused = { code: 'MEMBER_ALREADY_MERGED', details: { survivorId: survivor } };
    expect(await post('/api/care-requests', { type: 'meal', urgency: 'low', memberId: merged }, 409)).toMatchObject(refused);
    expect(await post('/api/care-communications', { memberId: merged, kind: 'visit', summary: 'Visited.' }, 409)).toMatchObject(refused);
    expect(await post('/api/pastoral-notes', { memberId: merged, text: 'A note.' }, 409)).toMatchObject(refused);
    const stranger = await register('Obadiah Stranger');
    expect((await post('/api/pastoral-notes', { memberId: stranger, careRequestId: request, text: 'Not theirs.' }, 400)).code).toBe('VALIDATION_ERROR');

    expect((await requestsOf(survivor)).map((item) => item.id)).toEqual([request]);
    expect((await logOf(survivor)).map((item) => item.summary)).toEqual(['Rang about the surgery date.']);
    expect(await notesOf(survivor)).toEqual(['Home again on Friday.', 'Surgery on Tuesday.', 'Worried about her sister.']);
    expect(await notesOf(stranger)).toEqual([]);
  });
});
