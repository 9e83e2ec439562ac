import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import {
  CONSISTENCY_HEADER,
  type CurrentUser,
  type EventOccurrenceView,
  type MemberPage,
  type NotificationList,
  type VolunteerAssignmentView,
  type VolunteerCandidateView,
  type VolunteerFillRateView,
  type VolunteerSlotView,
  type VolunteerTeamView,
} from '@koinonia/contracts';
import { byUser } from '../../platform/commands/command-actor.type';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { SignUpForSlotCommand } from './commands/sign-up-for-slot/sign-up-for-slot.command';

describe('volunteer scheduling over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let leader: string;
  let member: string;
  let pastor: string;
  let admin: string;
  let vendor: string;
  let auditor: string;
  const ids: Record<string, string> = {};
  let position = '0';
  let hospitality: string;
  let usher: string;
  let greeter: string;
  let children: string;
  let nursery: string;
  let check: string;
  let sundays: EventOccurrenceView[];
  let evening: EventOccurrenceView;

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'put' | 'delete', path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const openSlot = async (occurrence: EventOccurrenceView, positionId: string, needed: number, cookie = staff) =>
    (
      await send(
        'post',
        '/api/volunteer-slots',
        { eventId: occurrence.eventId, occurrenceStart: occurrence.occurrenceStart, position: positionId, needed },
        201,
        cookie,
      )
    ).body.id as string;
  const slotOf = async (eventId: string, slotId: string, cookie = staff) =>
    ((await get(`/api/volunteer-slots?eventId=${eventId}`, cookie).expect(200)).body as VolunteerSlotView[]).find((s) => s.id === slotId)!;
  const qualify = (teamId: string, memberId: string, positionIds: string[]) =>
    send('put', `/api/volunteer-teams/${teamId}/members/${memberId}`, { positionIds }, 200);

  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 30 });
    [staff, leader, member, pastor, admin, vendor, auditor] = await Promise.all(
      ['staff', 'leader', 'member', 'pastor', 'admin', 'vendor', 'auditor'].map((who) => t.signIn(`${who}@demo.church`)),
    );
    for (const [who, cookie] of Object.entries({ staff, leader, member, pastor, admin })) {
      ids[who] = ((await t.http().get('/api/auth/user').set('Cookie', cookie).expect(200)).body as CurrentUser).memberId!;
    }
    // A weekly Sunday service and a Sunday evening study a year ahead, in the church's zone (America/Chicago).
    const worship = await send(
      'post',
      '/api/events',
      {
        title: 'Sunday Worship',
        category: 'worship',
        startsAt: '2027-01-03T10:00',
        endsAt: '2027-01-03T11:30',
        recurrence: 'FREQ=WEEKLY;BYDAY=SU',
        visibility: 'members',
      },
      201,
    );
    const study = await send(
      'post',
      '/api/events',
      { title: 'Bible Study', category: 'study', startsAt: '2027-01-03T11:00', endsAt: '2027-01-03T12:00', visibility: 'members' },
      201,
    );
    const all = (await get('/api/events?from=2027-01-03&to=2027-02-28').expect(200)).body as EventOccurrenceView[];
    sundays = all.filter((o) => o.eventId === worship.body.id);
    evening = all.find((o) => o.eventId === study.body.id)!;

    hospitality = (await send('post', '/api/volunteer-teams', { name: 'Hospitality', leaderIds: [ids.leader] }, 201)).body.id as string;
    // The team's own leader adds its positions.
    usher = (await send('post', `/api/volunteer-teams/${hospitality}/positions`, { name: 'Usher' }, 201, leader)).body.id as string;
    greeter = (await send('post', `/api/volunteer-teams/${hospitality}/positions`, { name: 'Greeter' }, 201, leader)).body.id as string;
    for (const who of ['staff', 'leader', 'member', 'pastor', 'admin']) await qualify(hospitality, ids[who], [usher, greeter]);

    children = (await send('post', '/api/volunteer-teams', { name: 'Children', leaderIds: [ids.staff] }, 201)).body.id as string;
    nursery = (await send('post', `/api/volunteer-teams/${children}/positions`, { name: 'Nursery' }, 201)).body.id as string;
    check = (await send('post', `/api/volunteer-teams/${children}/requirements`, { name: 'Background check', positionId: nursery }, 201)).body.id as string;
    await qualify(children, ids.member, [nursery]);
    await qualify(children, ids.pastor, [nursery]);
  });
  afterAll(() => t.close());

  describe('successful-volunteers', () => {
    it('the demo church has its teams, and Ruth a place waiting for her answer and one confirmed', async () => {
      const names = ((await get('/api/volunteer-teams', auditor).expect(200)).body as VolunteerTeamView[]).map((x) => x.name);
      expect(names).toEqual(expect.arrayContaining(['Children', 'Hospitality', 'Worship & Tech']));
      const mine = (await get('/api/me/schedule', member).expect(200)).body as VolunteerAssignmentView[];
      expect(mine.map((a) => [a.positionName, a.status, a.source])).toEqual([
        ['Greeter', 'pending', 'leader'],
        ['Usher', 'confirmed', 'leader'],
      ]);
      expect(((await get('/api/me/blockouts', member).expect(200)).body as unknown[]).length).toBe(1);
    });

    it('lists teams with positions, leaders and qualified members; the leader schedules their own team', async () => {
      const teams = (await get('/api/volunteer-teams', leader).expect(200)).body as VolunteerTeamView[];
      const team = teams.find((x) => x.id === hospitality)!;
      expect(team.positions.map((p) => p.name)).toEqual(['Greeter', 'Usher']);
      expect(team.leaders).toEqual([{ memberId: ids.leader, fullName: 'Samuel Kim' }]);
      expect(team.members.map((m) => m.fullName)).toEqual(expect.arrayContaining(['Ruth Anderson', 'Samuel Kim']));
      expect(team.canSchedule).toBe(true);
      expect(teams.find((x) => x.id === children)!.canSchedule).toBe(false);
      expect(((await get(`/api/volunteer-teams/${children}`, auditor).expect(200)).body as VolunteerTeamView).requirements).toEqual([
        { id: check, name: 'Background check', positionId: nursery },
      ]);
    });

    it('opens a slot, a member signs up and confirms; the slot shows its places filled and my schedule where it stands', async () => {
      const slot = await openSlot(sundays[0], usher, 2, leader);
      const signed = await send('post', `/api/volunteer-slots/${slot}/signups`, {}, 201, member);
      expect(signed.body).toEqual({ id: expect.any(String), position: expect.any(String), revision: 1 });
      const assignment = signed.body.id as string;
      expect(await slotOf(sundays[0].eventId, slot, member)).toMatchObject({
        title: 'Sunday Worship',
        startsAt: '2027-01-03T16:00:00.000Z',
        positionName: 'Usher',
        teamName: 'Hospitality',
        needed: 2,
        filled: 1,
        confirmed: 0,
        mine: { id: assignment, status: 'pending', source: 'self' },
      });
      await send('post', `/api/volunteer-assignments/${assignment}/confirm`, {}, 200, member);
      const schedule = (await get('/api/me/schedule', member).expect(200)).body as VolunteerAssignmentView[];
      expect(schedule.find((a) => a.id === assignment)).toMatchObject({
        status: 'confirmed',
        positionName: 'Usher',
        title: 'Sunday Worship',
        fullName: 'Ruth Anderson',
      });
      // The week's slots hold it too, and the fill rate counts it.
      const week = (await get('/api/volunteer-slots?week=2027-01-03').expect(200)).body as VolunteerSlotView[];
      expect(week.find((s) => s.id === slot)).toMatchObject({ filled: 1, confirmed: 1, assignments: [expect.objectContaining({ memberId: ids.member })] });
      const rate = (await get('/api/volunteer-fill-rate?week=2026-12-28&weeks=1', auditor).expect(200)).body as VolunteerFillRateView[];
      expect(rate.find((r) => r.teamId === hospitality)).toEqual({
        teamId: hospitality,
        teamName: 'Hospitality',
        week: '2026-12-28',
        needed: 2,
        filled: 1,
        confirmed: 1,
        rate: 0.5,
      });
    });

    it('gives the last place to exactly one of twenty people signing up at once; the others hear VOLUNTEER_UNAVAILABLE (full)', async () => {
      const people = ((await get('/api/members?pageSize=100').expect(200)).body as MemberPage).items
        .filter((m) => !Object.values(ids).includes(m.id))
        .slice(0, 20);
      expect(people).toHaveLength(20);
      for (const person of people) await qualify(hospitality, person.id, [usher]);
      const slot = await openSlot(sundays[1], usher, 1);
      const commands = t.app.get(CommandBus);
      const user = (memberId: string): CurrentUser => ({
        id: randomUUID(),
        email: `${memberId}@example.org`,
        displayName: memberId,
        roles: ['member'],
        memberId,
        twoFactorEnabled: false,
        twoFactorSetupRequired: false,
      });
      const outcomes = await Promise.allSettled(
        people.map((person) => commands.execute(new SignUpForSlotCommand(slot, randomUUID(), byUser(user(person.id))))),
      );
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as { code: string; details: unknown }] : []));
      expect(won).toHaveLength(1);
      expect(lost.map((e) => [e.code, e.details])).toEqual(Array.from({ length: 19 }, () => ['VOLUNTEER_UNAVAILABLE', { reason: 'full', needed: 1 }]));
      await t.settled();
      expect(await slotOf(sundays[1].eventId, slot)).toMatchObject({ needed: 1, filled: 1 });
      // A loser's time was given back: they can take a place at that very hour elsewhere.
      const loser = people.find((_, index) => outcomes[index].status === 'rejected')!;
      await qualify(hospitality, loser.id, [usher, greeter]);
      const greeters = await openSlot(sundays[1], greeter, 1);
      await expect(commands.execute(new SignUpForSlotCommand(greeters, randomUUID(), byUser(user(loser.id))))).resolves.toMatchObject({ revision: 1 });
    });

    it('over HTTP too: five people racing for one place get one 201 and four 409 VOLUNTEER_UNAVAILABLE', async () => {
      const slot = await openSlot(sundays[2], greeter, 1);
      const answers = await Promise.all(
        [staff, leader, member, pastor, admin].map((cookie) => t.http().post(`/api/volunteer-slots/${slot}/signups`).set('Cookie', cookie)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.body).toMatchObject({ code: 'VOLUNTEER_UNAVAILABLE', details: { reason: 'full' } });
    });

    it('a leader assigns; the volunteer declines; the leader is told and sees replacements, fewest recent services first', async () => {
      const slot = await openSlot(sundays[3], greeter, 1, leader);
      const assigned = (await send('post', `/api/volunteer-slots/${slot}/assignments`, { memberId: ids.pastor }, 201, leader)).body.id as string;
      expect((await slotOf(sundays[3].eventId, slot, leader)).assignments).toEqual([
        expect.objectContaining({ id: assigned, memberId: ids.pastor, fullName: 'Daniel Mensah', status: 'pending', source: 'leader' }),
      ]);
      await send('post', `/api/volunteer-assignments/${assigned}/decline`, {}, 200, pastor);
      expect(await slotOf(sundays[3].eventId, slot, leader)).toMatchObject({ filled: 0, assignments: [] });
      await t.settled();
      const inbox = (await get('/api/notifications', leader).expect(200)).body as NotificationList;
      expect(inbox.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            messageKey: 'volunteerDeclined',
            params: { person: 'Daniel Mensah', position: 'Greeter', event: 'Sunday Worship', when: sundays[3].startsAt },
            link: `/volunteer-management?slot=${slot}`,
          }),
        ]),
      );
      const candidates = (await get(`/api/volunteer-slots/${slot}/candidates`, leader).expect(200)).body as VolunteerCandidateView[];
      expect(candidates.length).toBeGreaterThanOrEqual(5);
      expect(candidates.filter((c) => c.available).every((c, i, all) => i === 0 || all[i - 1].recentServices <= c.recentServices)).toBe(true);
      // The one who declined can be asked again: nothing holds their time any more.
      expect(candidates.find((c) => c.memberId === ids.pastor)).toMatchObject({ available: true, conflicts: [] });
      const proposal = (await get(`/api/volunteer-auto-fill?slotId=${slot}`, leader).expect(200)).body as Array<{ slotId: string; memberIds: string[] }>;
      expect(proposal).toEqual([{ slotId: slot, memberIds: [candidates[0].memberId] }]);
    });

    it('a decline may say why: trimmed, bounded, shown to the leader on the slot and in the notice; the body-less call still declines', async () => {
      const slot = await openSlot(sundays[4], greeter, 1, leader);
      const assigned = (await send('post', `/api/volunteer-slots/${slot}/assignments`, { memberId: ids.pastor }, 201, leader)).body.id as string;
      const tooLong = await t
        .http()
        .post(`/api/volunteer-assignments/${assigned}/decline`)
        .set('Cookie', pastor)
        .send({ reason: 'x'.repeat(201) })
        .expect(400);
      expect(tooLong.body.details.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
      await send('post', `/api/volunteer-assignments/${assigned}/decline`, { reason: '  away visiting family  ' }, 200, pastor);
      const seen = (await get(`/api/volunteer-slots/${slot}`, leader).expect(200)).body as VolunteerSlotView;
      expect(seen).toMatchObject({ id: slot, filled: 0, assignments: [] });
      expect(seen.declined).toEqual([
        expect.objectContaining({ id: assigned, memberId: ids.pastor, status: 'declined', declineReason: 'away visiting family' }),
      ]);
      // Only those who schedule the team read others' reasons; the volunteer finds their own on their schedule.
      expect(((await get(`/api/volunteer-slots/${slot}`, member).expect(200)).body as VolunteerSlotView).declined).toEqual([]);
      const mine = (await get('/api/me/schedule', pastor).expect(200)).body as VolunteerAssignmentView[];
      expect(mine.find((a) => a.id === assigned)).toMatchObject({ status: 'declined', declineReason: 'away visiting family' });
      await t.settled();
      const inbox = (await get('/api/notifications', leader).expect(200)).body as NotificationList;
      expect(inbox.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            messageKey: 'volunteerDeclinedWithReason',
            params: {
              person: 'Daniel Mensah',
              position: 'Greeter',
              event: 'Sunday Worship',
              when: sundays[4].startsAt,
              reason: 'away visiting family',
            },
            link: `/volunteer-management?slot=${slot}`,
          }),
        ]),
      );
      const again = (await send('post', `/api/volunteer-slots/${slot}/assignments`, { memberId: ids.pastor }, 201, leader)).body.id as string;
      await t.http().post(`/api/volunteer-assignments/${again}/decline`).set('Cookie', leader).expect(200);
      const after = (await get(`/api/volunteer-slots/${slot}`, leader).expect(200)).body as VolunteerSlotView;
      expect(after.declined.find((a) => a.id === again)).toMatchObject({ status: 'declined', declineReason: null });
      expect((await get(`/api/volunteer-slots/${randomUUID()}`, leader).expect(404)).body.code).toBe('NOT_FOUND');
    });
  });

  describe('failing-volunteers', () => {
    it('refuses a second service at an overlapping time, naming it', async () => {
      const studyDay = sundays.find((o) => o.startsAt.slice(0, 10) === evening.startsAt.slice(0, 10))!;
      const first = await openSlot(studyDay, usher, 3);
      await send('post', `/api/volunteer-slots/${first}/signups`, {}, 201, admin);
      const overlapping = await openSlot(evening, greeter, 3);
      const refused = await t.http().post(`/api/volunteer-slots/${overlapping}/signups`).set('Cookie', admin).expect(409);
      expect(refused.body).toMatchObject({
        code: 'VOLUNTEER_UNAVAILABLE',
        details: { reason: 'overlap', assignment: { startsAt: studyDay.startsAt, endsAt: studyDay.endsAt } },
      });
      // Nor can a leader schedule them there.
      expect(
        (await t.http().post(`/api/volunteer-slots/${overlapping}/assignments`).set('Cookie', leader).send({ memberId: ids.admin }).expect(409)).body.details
          .reason,
      ).toBe('overlap');
    });

    it('honours blockout dates', async () => {
      const day = sundays[5].startsAt.slice(0, 10);
      await send('post', '/api/me/blockouts', { from: day, to: day, note: 'Away' }, 201, member);
      expect((await get('/api/me/blockouts', member).expect(200)).body).toEqual(
        expect.arrayContaining([{ id: expect.any(String), from: day, to: day, note: 'Away' }]),
      );
      const slot = await openSlot(sundays[5], usher, 2);
      const refused = await t.http().post(`/api/volunteer-slots/${slot}/signups`).set('Cookie', member).expect(409);
      expect(refused.body).toMatchObject({ code: 'VOLUNTEER_UNAVAILABLE', details: { reason: 'blockout', blockout: { from: day, to: day } } });
      const candidates = (await get(`/api/volunteer-slots/${slot}/candidates`, leader).expect(200)).body as VolunteerCandidateView[];
      expect(candidates.find((c) => c.memberId === ids.member)).toMatchObject({ available: false, conflicts: ['blockout'] });
      await send('post', '/api/me/blockouts', { from: '2027-03-10', to: '2027-03-01' }, 400, member);
    });

    it('refuses a position whose requirement is missing or expired by the day of the service', async () => {
      const slot = await openSlot(sundays[6], nursery, 2);
      expect((await t.http().post(`/api/volunteer-slots/${slot}/signups`).set('Cookie', member).expect(409)).body).toMatchObject({
        code: 'VOLUNTEER_UNAVAILABLE',
        details: { reason: 'requirement-missing', requirement: { id: check, name: 'Background check' } },
      });
      await send(
        'put',
        `/api/volunteer-teams/${children}/members/${ids.member}/requirements/${check}`,
        { checkedOn: '2025-02-01', expiresOn: '2027-01-31' },
        200,
      );
      expect((await t.http().post(`/api/volunteer-slots/${slot}/signups`).set('Cookie', member).expect(409)).body).toMatchObject({
        code: 'VOLUNTEER_UNAVAILABLE',
        details: { reason: 'requirement-expired', requirement: { id: check, name: 'Background check', expiresOn: '2027-01-31' } },
      });
      await send(
        'put',
        `/api/volunteer-teams/${children}/members/${ids.member}/requirements/${check}`,
        { checkedOn: '2027-01-05', expiresOn: '2030-01-04' },
        200,
      );
      await send('post', `/api/volunteer-slots/${slot}/signups`, {}, 201, member);
      // Not on the team at all.
      expect((await t.http().post(`/api/volunteer-slots/${slot}/signups`).set('Cookie', leader).expect(409)).body.details).toEqual({ reason: 'not-qualified' });
    });

    it('keeps scheduling to the office and the team’s own leaders, answers to the volunteer, and everything from vendors', async () => {
      const slot = await openSlot(sundays[7], usher, 2);
      // Samuel leads Hospitality, not Children.
      await send(
        'post',
        '/api/volunteer-slots',
        { eventId: sundays[7].eventId, occurrenceStart: sundays[7].occurrenceStart, position: nursery, needed: 1 },
        403,
        leader,
      );
      await send('post', `/api/volunteer-teams/${children}/positions`, { name: 'Toddlers' }, 403, leader);
      await send('post', '/api/volunteer-teams', { name: 'Mine', leaderIds: [] }, 403, leader);
      await send('post', `/api/volunteer-slots/${slot}/assignments`, { memberId: ids.pastor }, 403, member);
      const assigned = (await send('post', `/api/volunteer-slots/${slot}/assignments`, { memberId: ids.pastor }, 201, leader)).body.id as string;
      await send('post', `/api/volunteer-assignments/${assigned}/confirm`, {}, 403, member);
      expect((await t.http().get('/api/volunteer-slots').set('Cookie', vendor)).status).toBe(403);
      expect((await t.http().post(`/api/volunteer-slots/${slot}/signups`).set('Cookie', auditor)).status).toBe(403);
      // An occurrence the event does not have, or a position no team has.
      await send('post', '/api/volunteer-slots', { eventId: sundays[7].eventId, occurrenceStart: '2027-02-17T16:00:00.000Z', position: usher, needed: 1 }, 400);
      await send(
        'post',
        '/api/volunteer-slots',
        { eventId: sundays[7].eventId, occurrenceStart: sundays[7].occurrenceStart, position: randomUUID(), needed: 1 },
        400,
      );
      await send('post', '/api/volunteer-slots', { eventId: sundays[7].eventId, occurrenceStart: sundays[7].occurrenceStart, position: usher, needed: 0 }, 400);
    });
  });
});
