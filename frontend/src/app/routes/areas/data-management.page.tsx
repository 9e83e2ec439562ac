import { AreaPage } from './area-page';

export default function DataManagementPage() {
  return <AreaPage id="data-management" />;
}
