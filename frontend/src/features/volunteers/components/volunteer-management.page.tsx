import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle, Tabs } from '../../../shared/ui';
import { useTeams } from '../api/volunteer-management.api';
import { FillRateSection } from './fill-rate.section';
import { ScheduleSection } from './schedule.section';
import { TeamsSection } from './teams.section';

type Tab = 'schedule' | 'teams' | 'fill';
const TABS: readonly Tab[] = ['schedule', 'teams', 'fill'];

/** `/volunteer-management`: the week's slots and who fills them, the teams with their people and requirements, and the fill rate. */
export default function VolunteerManagementPage() {
  const { t } = useTranslation(['volunteers', 'shell']);
  useDocumentTitle(t('shell:pages.volunteer-management.title'));
  const [params, setParams] = useSearchParams();
  const teams = useTeams();
  const asked = params.get('tab') as Tab | null;
  // `?slot=` (a notification's link) names a slot on the schedule.
  const slotId = params.get('slot') ?? '';
  const selected: Tab = slotId ? 'schedule' : asked && TABS.includes(asked) ? asked : 'schedule';
  const forgetSlot = () =>
    setParams(
      (p) => {
        p.delete('slot');
        return p;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader>
        <PageHeading>{t('shell:pages.volunteer-management.title')}</PageHeading>
        <PageSubtitle>{t('shell:pages.volunteer-management.subtitle')}</PageSubtitle>
      </PageHeader>
      {teams.isPending ? (
        <LoadingState label={t('loading')} />
      ) : teams.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, teams.error)} onRetry={() => void teams.refetch()} />
      ) : (
        <Tabs
          idPrefix="volunteers"
          label={t('tabs.label')}
          tabs={TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
          selected={selected}
          onSelect={(id) =>
            setParams(
              (p) => {
                p.set('tab', id);
                p.delete('slot');
                return p;
              },
              { replace: true },
            )
          }
          panel={
            selected === 'schedule' ? (
              <ScheduleSection teams={teams.data} slotId={slotId} onSlotDone={forgetSlot} />
            ) : selected === 'teams' ? (
              <TeamsSection teams={teams.data} />
            ) : (
              <FillRateSection />
            )
          }
        />
      )}
    </>
  );
}
