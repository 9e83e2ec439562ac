import { Inject, Injectable } from '@nestjs/common';
import type { CheckInFamily, CheckInReceipt, CustodyEntry, RoomView } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { FAMILY_LOOKUP, type FamilyLookup } from '../check-in/family-lookup.port';
import type { CustodyDocument } from '../projections/custody.projection';
import type { RoomDocument } from '../projections/rooms.projection';
import { FORMER_USER, SYSTEM_NAME } from './gathering-queries.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class CheckInQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    @Inject(FAMILY_LOOKUP) private readonly families: FamilyLookup,
  ) {}

  private get custody() {
    return this.readStore.collection<CustodyDocument>('check-in-custody');
  }
  private get roomDocuments() {
    return this.readStore.collection<RoomDocument>('check-in-rooms');
  }

  async rooms(): Promise<RoomView[]> {
    return (await this.roomDocuments.find({}, { sort: { sortName: 1, _id: 1 } })).map((room) => ({ id: room._id, name: room.name }));
  }

  async room(id: string): Promise<RoomView> {
    const room = UUID.test(id) ? await this.roomDocuments.findOne({ _id: id }) : null;
    if (!room) throw new DomainError('NOT_FOUND');
    return { id: room._id, name: room.name };
  }

  /** Families the kiosk search finds, with each child's last notes and whether they are in a room now. */
  async findFamilies(search: string): Promise<CheckInFamily[]> {
    const found = await this.families.find(search);
    const memberIds = found.flatMap((family) => family.people.map((person) => person.memberId));
    const stays = await this.custody.find({ memberId: { $in: memberIds } }, { sort: { memberId: 1, checkedInAt: -1 } });
    const last = new Map<string, CustodyDocument>();
    for (const stay of stays) if (!last.has(stay.memberId)) last.set(stay.memberId, stay);
    return found.map((family) => ({
      ...family,
      people: family.people.map((person) => {
        const stay = last.get(person.memberId);
        return {
          ...person,
          allergies: stay?.allergies ?? '',
          medicalNotes: stay?.medicalNotes ?? '',
          checkedIn: stay?.inCare ? { checkInId: stay.checkInId, roomName: stay.roomName } : null,
        };
      }),
    }));
  }

  /** What the labels and the receipt print: the check-in's children and its code. */
  async receipt(checkInId: string): Promise<Omit<CheckInReceipt, 'position'>> {
    const stays = UUID.test(checkInId) ? await this.custody.find({ checkInId }, { sort: { checkInId: 1 } }) : [];
    const [first] = stays;
    if (!first) throw new DomainError('NOT_FOUND');
    return {
      id: checkInId,
      securityCode: first.securityCode,
      guardian: first.guardian,
      checkedInAt: first.checkedInAt,
      children: stays.map((stay) => ({
        memberId: stay.memberId,
        fullName: stay.childName,
        roomName: stay.roomName,
        allergies: stay.allergies,
        medicalNotes: stay.medicalNotes,
      })),
    };
  }

  /** The custody trail between two dates (inclusive), oldest first; the security codes stay out of it. */
  async trail(from: string, to: string): Promise<CustodyEntry[]> {
    const stays = await this.custody.find({ date: { $gte: from, $lte: to } }, { sort: { date: 1, checkedInAt: 1, _id: 1 } });
    const actors = stays.flatMap((stay) => [stay.checkedInBy, stay.checkedOutBy, ...stay.refusals.map((r) => r.by)]);
    const names = await this.directory.namesOf(new Set(actors.filter((id): id is string => id !== null)));
    const nameOf = (id: string | null) => (id === null ? SYSTEM_NAME : (names.get(id)?.displayName ?? FORMER_USER));
    return stays.map((stay) => ({
      checkInId: stay.checkInId,
      memberId: stay.memberId,
      childName: stay.childName,
      roomName: stay.roomName,
      guardian: stay.guardian,
      checkedInAt: stay.checkedInAt,
      checkedInBy: nameOf(stay.checkedInBy),
      checkedOutAt: stay.checkedOutAt,
      checkedOutBy: stay.checkedOutAt ? nameOf(stay.checkedOutBy) : null,
      collectedBy: stay.collectedBy,
      refusals: stay.refusals.map((refusal) => ({ at: refusal.at, by: nameOf(refusal.by) })),
    }));
  }
}
