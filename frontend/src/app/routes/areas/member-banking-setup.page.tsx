import { AreaPage } from './area-page';

export default function MemberBankingSetupPage() {
  return <AreaPage id="member-banking-setup" />;
}
