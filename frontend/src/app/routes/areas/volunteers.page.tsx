import { AreaPage } from './area-page';

export default function VolunteersPage() {
  return <AreaPage id="volunteers" />;
}
