import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/access';
import { useChurchSettings } from '../../../shared/availability/get-church-settings.query';
import { Button, Card, EmptyState, ErrorState, LoadingState, PageActions, PageHeader, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';
import { useCampaigns } from '../api/get-campaigns.query';
import { CampaignCard } from './campaign.card';
import { CampaignDialog } from './campaign.dialog';

/** `/campaigns`: giving campaigns with goal, given and pledged; each pledger's progress for the finance role and auditors. */
export default function CampaignsPage() {
  const { t } = useTranslation('pledges');
  const campaigns = useCampaigns();
  const canWrite = useCan('giving.write');
  const settings = useChurchSettings();
  const [creating, setCreating] = useState(false);

  const header = (
    <PageHeader>
      <div>
        <PageHeading>{t('pages.campaigns.title')}</PageHeading>
        <PageSubtitle>{t('subtitle')}</PageSubtitle>
      </div>
      {canWrite && settings.data && (
        <PageActions>
          <Button onClick={() => setCreating(true)}>{t('newCampaign')}</Button>
        </PageActions>
      )}
    </PageHeader>
  );

  let body;
  if (campaigns.isPending) body = <LoadingState label={t('loading')} />;
  else if (campaigns.isError) body = <ErrorState title={t('loadFailed')} onRetry={() => void campaigns.refetch()} retrying={campaigns.isFetching} />;
  else if (campaigns.data.length === 0)
    body = (
      <Card>
        <EmptyState title={t('empty.title')} description={t('empty.hint')} />
      </Card>
    );
  else body = campaigns.data.map((campaign) => <CampaignCard key={campaign.id} campaign={campaign} />);

  return (
    <Stack $gap="lg">
      {header}
      {body}
      {creating && settings.data && <CampaignDialog currency={settings.data.currency} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
