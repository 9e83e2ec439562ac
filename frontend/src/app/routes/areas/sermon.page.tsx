import { AreaPage } from './area-page';
import { ButtonLink } from '../../../shared/ui';
import { useTranslation } from 'react-i18next';
import { pathOf } from '../route-table';

/** `/sermons/:id`: the library holds no sermons yet, so no id names one. */
export default function SermonPage() {
  const { t } = useTranslation('shell');
  return <AreaPage id="sermon" action={<ButtonLink to={pathOf('sermons')}>{t('pages.sermon.back')}</ButtonLink>} />;
}
