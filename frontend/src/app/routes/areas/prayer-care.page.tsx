import { AreaPage } from './area-page';

export default function PrayerCarePage() {
  return <AreaPage id="prayer-care" />;
}
