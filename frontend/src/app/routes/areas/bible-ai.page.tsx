import { AreaPage } from './area-page';

export default function BibleAiPage() {
  return <AreaPage id="bible-ai" />;
}
