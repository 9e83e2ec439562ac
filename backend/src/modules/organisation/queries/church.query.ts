import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { churchProjection, type ChurchDocument } from '../projections/church.projection';

export interface ChurchFacts {
  id: string;
  name: string;
  /** The IANA zone it was founded with ('' on a church founded before zones were kept). */
  timeZone: string;
}

/** The church this installation serves: for the commands on its stream, and for contexts that name it or write times in its zone. */
@Injectable()
export class ChurchQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Its id; NOT_FOUND before it is founded. */
  async id(): Promise<string> {
    const church = await this.readStore.collection<ChurchDocument>(churchProjection.collection).findOne({});
    if (!church) throw new DomainError('NOT_FOUND');
    return church._id;
  }

  /** Its name and time zone; null before it is founded. */
  async current(): Promise<ChurchFacts | null> {
    const church = await this.readStore.collection<ChurchDocument>(churchProjection.collection).findOne({});
    return church ? { id: church._id, name: church.name, timeZone: church.timeZone ?? '' } : null;
  }
}
