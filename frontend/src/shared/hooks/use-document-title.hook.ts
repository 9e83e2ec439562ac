import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Member Directory · Koinonia": each page names itself in the tab and to screen readers. */
export function useDocumentTitle(title: string | undefined) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = title ? t('documentTitle', { page: title }) : t('appName');
  }, [title, t]);
}
