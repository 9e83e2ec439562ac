import { useParams } from 'react-router-dom';
import { AreaPage } from './area-page';

/** `/sermon-new` and `/sermons/:id/edit`: one screen, to write a sermon or change one. */
export default function SermonEditorPage() {
  const { id } = useParams();
  return id ? <AreaPage id="sermon-edit" /> : <AreaPage id="sermon-new" />;
}
