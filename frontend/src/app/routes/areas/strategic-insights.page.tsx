import { AreaPage } from './area-page';

export default function StrategicInsightsPage() {
  return <AreaPage id="strategic-insights" />;
}
