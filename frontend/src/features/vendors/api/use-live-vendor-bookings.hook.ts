import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { consistency } from '../../../shared/api';
import { realtime, type ConnectionState } from '../../../shared/realtime';
import { vendorsKeys } from './vendors-keys.constant';

/**
 * While a bookings screen is shown it hears, on the user's own socket room, that one of their
 * bookings moved (the vendor answered; a new request reached the vendor) and fetches the bookings
 * again, the change's position going out with the next read so the answer includes it.
 */
export function useLiveVendorBookings() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = realtime.acquire();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: [...vendorsKeys.all, 'bookings'] });
    const changed = ({ position }: { bookingId: string; position: string }) => {
      consistency.note(position);
      refresh();
    };
    // Back after a lost connection: fetch what changed meanwhile.
    const follow = (state: ConnectionState) => {
      if (state.status === 'connected') refresh();
    };
    socket.on('vendor-bookings:changed', changed);
    const stop = realtime.onState(follow);
    return () => {
      stop();
      socket.off('vendor-bookings:changed', changed);
      realtime.release();
    };
  }, [queryClient]);
}
