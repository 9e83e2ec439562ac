import { useTranslation } from 'react-i18next';
import { pathOf, routeById, routeKey } from '../../../shared/routing';
import { ButtonLink } from '../../../shared/ui';
import { AreaPage } from './area-page';

/** `/sermons/:id`: the library holds no sermons yet, so no id names one. */
export default function SermonPage() {
  const { t } = useTranslation();
  return <AreaPage id="sermon" action={<ButtonLink to={pathOf('sermons')}>{t(routeKey(routeById('sermon'), 'back'))}</ButtonLink>} />;
}
