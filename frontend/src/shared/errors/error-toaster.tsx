import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorTitle } from '../i18n/translate-error';
import { useToast } from '../ui';
import { setErrorNotifier } from './client-error-handler';
import { useConnectionToasts } from './use-connection-toasts.hook';

/** Connects the error handler to the toasts (destructive, with the catalogue's title and words) and watches the connection. */
export function ErrorToaster() {
  const { t } = useTranslation('common');
  const toast = useToast();
  useConnectionToasts();
  useEffect(() => {
    setErrorNotifier(({ displayCode, titleCode }) => toast.show({ tone: 'error', title: errorTitle(t, titleCode), message: errorMessage(t, displayCode) }));
    return () => setErrorNotifier(null);
  }, [t, toast]);
  return null;
}
