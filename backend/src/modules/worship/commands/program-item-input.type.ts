import type { ProgramItemDto } from '@koinonia/contracts';
import type { ProgramItemFields } from '../domain/program.events';

/** An item's fields as the API gives them: the person from a member id and/or a name, a song's key only for a song. */
export function itemFieldsOf(body: ProgramItemDto): ProgramItemFields {
  const name = body.personName ?? '';
  const memberId = body.personMemberId ?? null;
  const song = body.kind === 'song';
  return {
    kind: body.kind,
    title: body.title,
    durationSeconds: body.durationSeconds,
    person: name || memberId ? { memberId, name } : null,
    notes: body.notes ?? '',
    songId: song ? (body.songId ?? null) : null,
    key: song ? (body.key ?? '') : '',
  };
}
