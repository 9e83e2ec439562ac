import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import type { ChurchDocument } from './projections/church.projection';

export interface ChurchFacts {
  id: string;
  name: string;
  /** The IANA zone it was founded with ('' on a church founded before zones were kept). */
  timeZone: string;
}

/** The church itself, for contexts that name it or write times in its zone; null before it is founded. */
@Injectable()
export class ChurchQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async current(): Promise<ChurchFacts | null> {
    const church = await this.readStore.collection<ChurchDocument>('church').findOne({});
    return church ? { id: church._id, name: church.name, timeZone: church.timeZone ?? '' } : null;
  }
}
