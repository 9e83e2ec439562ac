import { AreaPage } from './area-page';

export default function SermonRecommendationsPage() {
  return <AreaPage id="sermon-recommendations" />;
}
