import type { CommandResult, RecordGroupMeetingDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { groupPath, useGroupCommand } from './use-group-command.hook';

/** `POST /api/groups/:id/meetings`. */
export function recordGroupMeeting({ groupId, meeting }: { groupId: string; meeting: RecordGroupMeetingDto }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${groupPath(groupId)}/meetings`, { method: 'POST', body: meeting });
}

export const useRecordGroupMeeting = () => useGroupCommand(recordGroupMeeting);
