import { AreaPage } from './area-page';

export default function DonationsPage() {
  return <AreaPage id="donations" />;
}
