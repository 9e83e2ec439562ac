import { AreaPage } from './area-page';

export default function StudyGroupsPage() {
  return <AreaPage id="study-groups" />;
}
