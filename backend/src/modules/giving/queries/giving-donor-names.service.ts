import { Injectable } from '@nestjs/common';
import { HouseholdQueriesService, MemberQueriesService, WHOLE_DIRECTORY } from '../../members';

/**
 * Donors' names for those who read the gifts: a treasurer names every donor, listed in the
 * directory or not, so the directory is read whole (through its public face, one record at a time:
 * a page of gifts or a list of top donors names few people).
 */
@Injectable()
export class GivingDonorNames {
  constructor(
    private readonly members: MemberQueriesService,
    private readonly households: HouseholdQueriesService,
  ) {}

  /** Names by member id; a record that no longer exists is left out. */
  async ofMembers(ids: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(
      unique.map((id) =>
        this.members.get(id, WHOLE_DIRECTORY).then(
          (member) => [id, member.fullName] as const,
          () => null,
        ),
      ),
    );
    return new Map(found.filter((entry) => entry !== null));
  }

  /** Names by household id; a household that no longer exists is left out. */
  async ofHouseholds(ids: Iterable<string>): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const found = await Promise.all(
      unique.map((id) =>
        this.households.get(id, WHOLE_DIRECTORY).then(
          (household) => [id, household.name] as const,
          () => null,
        ),
      ),
    );
    return new Map(found.filter((entry) => entry !== null));
  }
}
