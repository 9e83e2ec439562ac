import { REALTIME_ROOMS } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { consistency } from '../../../shared/api';
import { useRealtimeRoom } from '../../../shared/realtime';
import { calendarKeys } from '../api/calendar-query-keys.constant';

/**
 * While the calendar is shown it hears every change to it and fetches its window again, asking the
 * read side to have caught up with the change first (the position goes out with the next read, as
 * after the reader's own command).
 */
export function useLiveCalendar() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  return useRealtimeRoom(
    REALTIME_ROOMS.calendar,
    {
      'calendar:changed': ({ position }) => {
        consistency.note(position);
        refresh();
      },
    },
    // Back after a lost connection: fetch what changed meanwhile.
    { onResync: refresh },
  );
}
