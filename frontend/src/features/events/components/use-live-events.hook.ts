import { REALTIME_ROOMS } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { consistency } from '../../../shared/api';
import { useRealtimeRoom } from '../../../shared/realtime';
import { eventsKeys } from '../api/events-query-keys.constant';

/**
 * While the events list is shown it hears every change to the calendar (room `calendar`, as the
 * calendar page does) and fetches its occurrences again, the change's position going out with the
 * next read so the answer includes it.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...eventsKeys.all, 'occurrences'] });
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
