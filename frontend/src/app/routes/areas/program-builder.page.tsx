import { AreaPage } from './area-page';

export default function ProgramBuilderPage() {
  return <AreaPage id="program-builder" />;
}
