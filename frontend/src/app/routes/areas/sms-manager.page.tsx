import { AreaPage } from './area-page';

export default function SmsManagerPage() {
  return <AreaPage id="sms-manager" />;
}
