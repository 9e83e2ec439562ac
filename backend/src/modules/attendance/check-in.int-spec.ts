import {
  CONSISTENCY_HEADER,
  SECURITY_CODE_ALPHABET,
  type CheckInFamily,
  type CheckInLabels,
  type CheckInReceipt,
  type CustodyEntry,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('child check-in over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let leader: string;
  let member: string;
  let auditor: string;
  let roomId: string;
  let mia: { id: string; fullName: string };
  let position = '0';
  const today = new Date().toISOString().slice(0, 10);

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, cookie = leader, status = 201) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body).expect(status);
    if (response.body.position) position = response.body.position;
    return response;
  };
  const checkIn = async (): Promise<CheckInReceipt> =>
    (await post('/api/check-in', { guardian: 'Ruth Anderson', children: [{ memberId: mia.id, roomId, allergies: 'Peanuts', medicalNotes: 'Inhaler in bag' }] }))
      .body;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    leader = await t.signIn('leader@demo.church');
    member = await t.signIn('member@demo.church');
    auditor = await t.signIn('auditor@demo.church');
    const registered = await post(
      '/api/members',
      { fullName: 'Mia Zebedee', email: 'mia@zebedee.example', phone: '(217) 555-4821', ministry: 'Care', role: 'member' },
      staff,
    );
    mia = { id: registered.body.id, fullName: 'Mia Zebedee' };
    roomId = (await post('/api/check-in/rooms', { name: 'Toddlers' }, staff)).body.id;
  });
  afterAll(() => t.close());

  describe('successful-check-in', () => {
    it('finds a family by name or by the last four digits of a phone', async () => {
      const byName = (await get('/api/check-in/families?search=zebedee', leader).expect(200)).body as CheckInFamily[];
      expect(byName).toEqual([expect.objectContaining({ name: 'Zebedee', people: [expect.objectContaining({ memberId: mia.id, checkedIn: null })] })]);
      const byPhone = (await get('/api/check-in/families?search=4821', leader).expect(200)).body as CheckInFamily[];
      expect(byPhone.map((f) => f.name)).toContain('Zebedee');
      const notTheEnd = (await get('/api/check-in/families?search=5554', leader).expect(200)).body as CheckInFamily[];
      expect(notTheEnd.map((f) => f.name)).not.toContain('Zebedee');
    });

    it('finds a household as the family, whatever its people’s surnames, by a name in it, its own name, or a phone', async () => {
      const hannah = (await post('/api/members', { fullName: 'Hannah Shiloh', phone: '(217) 555-7391', ministry: 'Care', role: 'member' }, staff)).body.id;
      const samuel = (await post('/api/members', { fullName: 'Samuel Ramah', ministry: 'Children', role: 'attender' }, staff)).body.id;
      const household = (
        await post(
          '/api/households',
          {
            name: 'Elkanah household',
            address: '1 Hill Road',
            members: [
              { memberId: hannah, relationship: 'head' },
              { memberId: samuel, relationship: 'child' },
            ],
          },
          staff,
        )
      ).body.id;
      const expected = [{ id: `household-${household}`, name: 'Elkanah household', people: [hannah, samuel] }];
      for (const search of ['shiloh', 'ramah', 'elkanah', '7391']) {
        const found = (await get(`/api/check-in/families?search=${search}`, leader).expect(200)).body as CheckInFamily[];
        expect(found.map((family) => ({ id: family.id, name: family.name, people: family.people.map((person) => person.memberId) }))).toEqual(expected);
      }
    });

    it('checks a child in with a random code on label and receipt, and out with that code, on the custody trail', async () => {
      const receipt = await checkIn();
      expect(receipt.securityCode).toMatch(new RegExp(`^[${SECURITY_CODE_ALPHABET}]{4}$`));
      expect(receipt.children).toEqual([
        { memberId: mia.id, fullName: mia.fullName, roomName: 'Toddlers', allergies: 'Peanuts', medicalNotes: 'Inhaler in bag' },
      ]);

      const labels = (await get(`/api/check-in/${receipt.id}/labels`, leader).expect(200)).body as CheckInLabels;
      const pdf = Buffer.from(labels.base64, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // One label for the child and one receipt, each 2.25 × 1.25 in. (162 × 90 pt).
      expect(pdf.toString('latin1').match(/\/MediaBox \[0 0 162 90\]/g)).toHaveLength(2);

      const found = (await get('/api/check-in/families?search=zebedee', leader).expect(200)).body as CheckInFamily[];
      expect(found[0].people[0]).toMatchObject({ allergies: 'Peanuts', checkedIn: { checkInId: receipt.id, roomName: 'Toddlers' } });

      await post(
        `/api/check-in/${receipt.id}/check-out`,
        { memberId: mia.id, code: receipt.securityCode.toLowerCase(), collectedBy: 'Ruth Anderson' },
        leader,
        200,
      );
      const trail = (await get(`/api/check-in/custody?from=${today}&to=${today}`, auditor).expect(200)).body as CustodyEntry[];
      expect(trail.find((entry) => entry.checkInId === receipt.id)).toMatchObject({
        childName: mia.fullName,
        roomName: 'Toddlers',
        guardian: 'Ruth Anderson',
        checkedInBy: 'Samuel Kim',
        checkedOutBy: 'Samuel Kim',
        collectedBy: 'Ruth Anderson',
        refusals: [],
      });
      expect(JSON.stringify(trail)).not.toContain(receipt.securityCode);
    });
  });

  describe('failing-check-in', () => {
    it('refuses a check-out with a wrong code, records the refusal, and keeps the child in care', async () => {
      const receipt = await checkIn();
      const wrong = receipt.securityCode === 'AAAA' ? 'CCCC' : 'AAAA';
      const refused = await post(`/api/check-in/${receipt.id}/check-out`, { memberId: mia.id, code: wrong, collectedBy: 'A stranger' }, leader, 422);
      expect(refused.body.code).toBe('CHECK_IN_CODE_MISMATCH');
      await t.settled();
      const trail = (await get(`/api/check-in/custody?from=${today}&to=${today}`, staff).expect(200)).body as CustodyEntry[];
      expect(trail.find((entry) => entry.checkInId === receipt.id)).toMatchObject({
        checkedOutAt: null,
        refusals: [{ at: expect.any(String), by: expect.any(String) }],
      });
      await post(`/api/check-in/${receipt.id}/check-out`, { memberId: mia.id, code: receipt.securityCode, collectedBy: 'Ruth Anderson' }, leader, 200);
    });

    it('refuses the kiosk to members and auditors, an unknown room, and a trail without dates', async () => {
      await post('/api/check-in', { guardian: 'Ruth', children: [{ memberId: mia.id, roomId }] }, member, 403);
      await post('/api/check-in', { guardian: 'Ruth', children: [{ memberId: mia.id, roomId }] }, auditor, 403);
      await get('/api/check-in/families?search=zebedee', member).expect(403);
      const room = await post(
        '/api/check-in',
        { guardian: 'Ruth', children: [{ memberId: mia.id, roomId: '00000000-0000-4000-8000-000000000097' }] },
        leader,
        400,
      );
      expect(room.body.details.fields).toEqual([expect.objectContaining({ field: 'children.0.roomId' })]);
      await get('/api/check-in/custody', staff).expect(400);
    });
  });
});
