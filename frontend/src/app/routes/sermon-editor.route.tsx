import { SermonEditor } from '../../features/sermons';
import { useCurrentUser } from '../../features/auth';

/** `/sermon-new` and `/sermons/:id/edit`: the sermons feature's editor, its unsaved draft kept for the signed-in person. */
export default function SermonEditorRoute() {
  const { user } = useCurrentUser();
  return <SermonEditor ownerId={user?.id ?? ''} />;
}
