import { Inject, Injectable } from '@nestjs/common';
import type { MinistryView } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import type { MinistryDocument } from './projections/ministries.projection';

/** The organisation module's public face for other modules: which ministries exist. */
@Injectable()
export class MinistriesService {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(): Promise<MinistryView[]> {
    const docs = await this.readStore.collection<MinistryDocument>('ministries').find({}, { sort: { name: 1 } });
    return docs.map((d) => ({ id: d._id, name: d.name, description: d.description }));
  }

  async exists(name: string): Promise<boolean> {
    return (await this.readStore.collection<MinistryDocument>('ministries').countDocuments({ name })) > 0;
  }
}
