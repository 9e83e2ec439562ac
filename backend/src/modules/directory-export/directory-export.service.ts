import { Injectable } from '@nestjs/common';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ListMembersQueryDto, MemberView } from '@koinonia/contracts';
import { HouseholdQueriesService, MemberPhotoStore, MemberQueriesService, WHOLE_DIRECTORY, type DirectoryReader } from '../members';
import { OrganisationSettingsService } from '../organisation';

/** The most one export reads: the whole congregation. */
const WHOLE = 100_000;

/** One person as an export shows them: only what the reader may see of them (absent fields are empty). */
export interface ExportedPerson {
  member: MemberView;
  household: string;
  /** The phone as the church reads it: national for its own country, international otherwise. */
  phone: string;
}

/** One mailing label: a household at its shared address, or a person in none at theirs. */
export interface MailingLabel {
  name: string;
  address: string;
}

/**
 * What the directory's exports read, through the members context's public face and with the same
 * visibility as the list: a member gets the people and fields the directory shows them, nothing more.
 */
@Injectable()
export class DirectoryExportService {
  constructor(
    private readonly members: MemberQueriesService,
    private readonly households: HouseholdQueriesService,
    private readonly photos: MemberPhotoStore,
    private readonly settings: OrganisationSettingsService,
  ) {}

  /** The people the list would show this reader for this filter, every page, in its order. */
  async people(query: ListMembersQueryDto, reader: DirectoryReader): Promise<ExportedPerson[]> {
    const { items } = await this.members.list({ ...query, page: 1, pageSize: WHOLE } as ListMembersQueryDto, reader);
    const memberships = await this.households.membershipsOf(items.map((member) => member.id));
    const country = this.settings.church.country;
    return items.map((member) => ({
      member,
      household: memberships.get(member.id)?.householdName ?? '',
      phone: member.phone ? displayPhone(member.phone, country) : '',
    }));
  }

  /** A member's thumbnail (WebP), or null. */
  photo(photoId: string): Promise<Buffer | null> {
    return this.photos.read(photoId, 'thumb');
  }

  /**
   * One label per household at its shared address (households without one are left out), and one per
   * active person in no household who has an address; by name. Read whole: labels are the office's.
   */
  async labels(): Promise<MailingLabel[]> {
    const households = (await this.households.wholeHouseholds({})).filter((household) => household.people.length > 0 && household.address.trim());
    const placed = new Set(households.flatMap((household) => household.people.map((person) => person.memberId)));
    const { items } = await this.members.list({ status: 'active', page: 1, pageSize: WHOLE, sort: 'name' } as ListMembersQueryDto, WHOLE_DIRECTORY);
    const labels: MailingLabel[] = [
      ...households.map((household) => ({ name: household.name, address: household.address.trim() })),
      ...items
        .filter((member) => !placed.has(member.id) && member.address?.trim())
        .map((member) => ({ name: member.fullName, address: (member.address ?? '').trim() })),
    ];
    return labels.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  }
}

/** As the directory shows a phone: in the national format for the church's own country, else the international one. */
export function displayPhone(stored: string, country: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  if (!parsed) return stored;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}
