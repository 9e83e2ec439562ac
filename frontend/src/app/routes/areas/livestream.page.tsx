import { AreaPage } from './area-page';

export default function LivestreamPage() {
  return <AreaPage id="livestream" />;
}
