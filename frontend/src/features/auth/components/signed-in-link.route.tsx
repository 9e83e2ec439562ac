import { useCurrentUser } from '../api/get-current-user.query';
import SignedInLinkPage from './signed-in-link.page';

/** The `accept-invite` route's page: an emailed link opened while signed in (the page needs the user). */
export default function SignedInLinkRoute() {
  const { user } = useCurrentUser();
  return user ? <SignedInLinkPage user={user} /> : null;
}
