import { useOnlineGiving } from '../api/get-online-giving.query';
import { useMyOnlineGiving } from '../api/my-online-giving.query';
import { RecurringGifts } from './recurring-gifts.section';

/** A member's recurring gifts, for /my-giving; nothing when the church gives no online giving. */
export function MyRecurringGiftsSection() {
  const status = useOnlineGiving();
  const mine = useMyOnlineGiving();
  if (!status.data?.enabled || !mine.data) return null;
  return <RecurringGifts gifts={mine.data.recurringGifts} />;
}
