import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui';

/** Going offline and back says so: "Connection Lost", then "Connection Restored" (the newer replaces the older at once). */
export function useConnectionToasts(): void {
  const { t } = useTranslation('shell');
  const toast = useToast();
  useEffect(() => {
    const offline = () => toast.show({ tone: 'error', key: 'connection', title: t('connection.lostTitle'), message: t('connection.lost') });
    const online = () => toast.show({ tone: 'success', key: 'connection', title: t('connection.restoredTitle'), message: t('connection.restored') });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t, toast]);
}
