import { useTranslation } from 'react-i18next';
import { LoadingState } from '../shared/ui';

/** The whole page while its code or the session loads. */
export function FullPageLoader() {
  const { t } = useTranslation('common');
  return <LoadingState label={t('loadingPage')} />;
}
