import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/access';
import { PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { SmsComposeForm } from './sms-compose.form';
import { SmsOutboxCard } from './sms-outbox.card';
import { SmsSendsList } from './sms-sends.list';

/** `/sms-manager`: compose an SMS to an audience and follow each send, recipient by recipient. */
export default function SmsManagerPage() {
  const { t } = useTranslation(['messaging', 'shell']);
  const readsOutbox = useCan('users.manage');
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.sms-manager.title')}</PageHeading>
          <PageSubtitle>{t('messaging:subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <SmsComposeForm />
      <SmsSendsList />
      {readsOutbox && <SmsOutboxCard />}
    </Stack>
  );
}
