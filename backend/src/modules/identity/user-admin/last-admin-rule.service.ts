import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/errors/domain-error';
import { AccountQueries } from '../accounts/account-queries.service';
import { ReadSideWait } from '../accounts/read-side-wait.service';

/**
 * The church keeps at least one active administrator (LAST_ADMIN). A change that takes an
 * administrator away is checked against a read side caught up with every event so far, and such
 * changes run one at a time in this process. (Across several app instances two simultaneous
 * demotions could still both pass; a roster stream would close that gap.)
 */
@Injectable()
export class LastAdminRule {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly accounts: AccountQueries,
    private readonly readSide: ReadSideWait,
  ) {}

  /** Runs `change` of `userId`'s account; when it `removesAnAdmin`, only if another active one remains. */
  run<T>(userId: string, removesAnAdmin: boolean, change: () => Promise<T>): Promise<T> {
    if (!removesAnAdmin) return change();
    const guarded = async () => {
      // Waits: the count is the answer's premise, so it must include every change so far.
      await this.readSide.catchUp();
      if ((await this.accounts.otherActiveAdmins(userId)) === 0) throw new DomainError('LAST_ADMIN');
      return change();
    };
    const next = this.queue.then(guarded, guarded);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
