import { AreaPage } from './area-page';

export default function SermonAiCreatorPage() {
  return <AreaPage id="sermon-ai-creator" />;
}
