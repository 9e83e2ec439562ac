import { AreaPage } from './area-page';

export default function SermonsPage() {
  return <AreaPage id="sermons" />;
}
