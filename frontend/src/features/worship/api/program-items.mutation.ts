import type { AddProgramItemDto, CommandResult, ProgramItemDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { programPath } from './worship-query-keys.constant';
import { useWorshipCommand } from './use-worship-command.hook';

const ifMatch = (revision: number) => ({ 'If-Match': `"${revision}"` });
const itemPath = (programId: string, itemId: string) => `${programPath(programId)}/items/${encodeURIComponent(itemId)}`;

type At = { programId: string; revision: number };

/** `POST /api/programs/:id/items`, on the revision the editor saw. */
export const useAddItem = () =>
  useWorshipCommand(({ programId, revision, item }: At & { item: AddProgramItemDto }) =>
    apiFetch<CommandResult>(`${programPath(programId)}/items`, { method: 'POST', body: item, headers: ifMatch(revision) }),
  );

/** `PUT /api/programs/:id/items/:itemId`. */
export const useChangeItem = () =>
  useWorshipCommand(({ programId, revision, itemId, item }: At & { itemId: string; item: ProgramItemDto }) =>
    apiFetch<CommandResult>(itemPath(programId, itemId), { method: 'PUT', body: item, headers: ifMatch(revision) }),
  );

/** `DELETE /api/programs/:id/items/:itemId`. */
export const useRemoveItem = () =>
  useWorshipCommand(({ programId, revision, itemId }: At & { itemId: string }) =>
    apiFetch<CommandResult>(itemPath(programId, itemId), { method: 'DELETE', headers: ifMatch(revision) }),
  );

/** `POST /api/programs/:id/items/:itemId/move`: a stale revision is 409 (someone else moved first). */
export const useMoveItem = () =>
  useWorshipCommand(({ programId, revision, itemId, index }: At & { itemId: string; index: number }) =>
    apiFetch<CommandResult>(`${itemPath(programId, itemId)}/move`, { method: 'POST', body: { index }, headers: ifMatch(revision) }),
  );
