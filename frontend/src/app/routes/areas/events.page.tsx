import { AreaPage } from './area-page';

export default function EventsPage() {
  return <AreaPage id="events" />;
}
