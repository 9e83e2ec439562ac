import { AreaPage } from './area-page';

export default function TutorialsPage() {
  return <AreaPage id="tutorials" />;
}
