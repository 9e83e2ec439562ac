import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../shared/access';
import { InlineAlert, PageHeader, PageHeading, PageSubtitle, Stack, Tabs, type TabItem } from '../../../shared/ui';
import { AnalyticsTab } from './analytics.tab';
import { BatchesTab } from './batches.tab';
import { FundsTab } from './funds.tab';
import { GiftsTab } from './gifts.tab';

type TabId = 'gifts' | 'batches' | 'funds' | 'analytics';

/**
 * `/donations`, the Donation Tracker. Those who read the gifts (finance, auditors) get the gifts,
 * batches, funds and analytics; pastors the analytics and funds, without names. Writing is the
 * finance role's: auditors see the same screens with nothing to press.
 */
export default function DonationsPage() {
  const { t } = useTranslation(['giving', 'shell']);
  const readsGifts = useCan('giving.read');
  const writes = useCan('giving.write');
  const [params, setParams] = useSearchParams();
  const ids: TabId[] = readsGifts ? ['gifts', 'batches', 'funds', 'analytics'] : ['analytics', 'funds'];
  const asked = params.get('tab') as TabId | null;
  const selected = asked && ids.includes(asked) ? asked : ids[0];
  const tabs: TabItem<TabId>[] = ids.map((id) => ({ id, label: t(`tabs.${id}`) }));
  const select = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        if (current.get('tab') !== id) next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  const panels: Record<TabId, () => React.ReactNode> = {
    gifts: () => <GiftsTab />,
    batches: () => <BatchesTab />,
    funds: () => <FundsTab />,
    analytics: () => <AnalyticsTab />,
  };
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('shell:pages.donations.title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {readsGifts && !writes && <InlineAlert $tone="warning">{t('readOnly')}</InlineAlert>}
      <Tabs idPrefix="donations" label={t('tabs.label')} tabs={tabs} selected={selected} onSelect={select} panel={panels[selected]()} />
    </Stack>
  );
}
