import { AreaPage } from './area-page';

export default function CommunityChatPage() {
  return <AreaPage id="community-chat" />;
}
