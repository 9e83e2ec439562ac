import { AreaPage } from './area-page';

export default function CongregationCarePage() {
  return <AreaPage id="congregation-care" />;
}
