import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { churchProjection, type ChurchDocument } from '../projections/church.projection';

/** The church this installation serves, for the commands on its stream. */
@Injectable()
export class ChurchQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Its id; NOT_FOUND before it is founded. */
  async id(): Promise<string> {
    const church = await this.readStore.collection<ChurchDocument>(churchProjection.collection).findOne({});
    if (!church) throw new DomainError('NOT_FOUND');
    return church._id;
  }
}
