import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks';
import { PageHeader, PageHeading, PageSubtitle, Tabs } from '../../../shared/ui';
import { AsOfSection } from './as-of.section';
import { ReconciliationSection } from './reconciliation.section';
import { TrailSection } from './trail.section';

type Tab = 'as-of' | 'trail' | 'reconciliation';
const TABS: readonly Tab[] = ['as-of', 'trail', 'reconciliation'];

/** The audit: the books as of any instant against now, a gift's trail with its exports, the reconciliation report. Read only. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  useDocumentTitle(t('pages.audit.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const selected: Tab = asked && TABS.includes(asked) ? asked : 'as-of';
  const gift = params.get('gift') ?? '';
  const go = (tab: Tab, giftId?: string) =>
    setParams(
      (p) => {
        p.set('tab', tab);
        if (giftId !== undefined) p.set('gift', giftId);
        return p;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader>
        <PageHeading>{t('pages.audit.title')}</PageHeading>
        <PageSubtitle>{t('page.subtitle')}</PageSubtitle>
      </PageHeader>
      <Tabs
        idPrefix="audit"
        label={t('tabs.label')}
        tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        selected={selected}
        onSelect={(id) => go(id)}
        panel={
          selected === 'as-of' ? (
            <AsOfSection onTrail={(id) => go('trail', id)} />
          ) : selected === 'trail' ? (
            <TrailSection key={gift} giftId={gift} onSearch={(id) => go('trail', id)} />
          ) : (
            <ReconciliationSection />
          )
        }
      />
    </>
  );
}
