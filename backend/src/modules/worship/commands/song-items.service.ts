import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ProgramItemFields } from '../domain/program.events';
import { WorshipQueriesService } from '../queries/worship-queries.service';

/** A song item names a song of the library; placed without a key, it is sung in the song's own. */
@Injectable()
export class SongItems {
  constructor(private readonly queries: WorshipQueriesService) {}

  async checked(fields: ProgramItemFields): Promise<ProgramItemFields> {
    if (fields.kind !== 'song' || !fields.songId) return fields;
    const song = await this.queries.song(fields.songId).catch(() => {
      throw DomainError.validation([{ field: 'songId', message: VALIDATION_MESSAGES.choice }]);
    });
    return { ...fields, key: fields.key || song.key };
  }
}
