import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../../../platform/errors/domain-error';
import { MemberQueriesService } from '../../../members';

/** A sermon's speaker: a guest by name, or a member of the directory, who must be one. */
@Injectable()
export class SermonSpeakers {
  constructor(private readonly members: MemberQueriesService) {}

  /** Refuses (400, on the field) a member id that names nobody in the directory. */
  async check(memberId: string | undefined): Promise<void> {
    if (memberId === undefined) return;
    if (!(await this.members.record(memberId))) throw DomainError.validation([{ field: 'speakerMemberId', message: VALIDATION_MESSAGES.choice }]);
  }
}
