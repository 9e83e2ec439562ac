import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { routeById, useRouteLabel } from '../../../shared/routing';
import { Button, Card, EmptyState, PageActions, PageHeader, PageHeading, PageSubtitle, Tabs } from '../../../shared/ui';
import { AttendanceTab } from './attendance-tab';
import { RecordAttendanceDialog } from './record-attendance.dialog';

const TABS = ['directory', 'attendance', 'pastoral-care', 'engagement'] as const;
type Tab = (typeof TABS)[number];

export interface CongregationCareSlots {
  /** The Directory tab: the members feature's list. */
  directory: ReactNode;
  /** The Pastoral Care tab (the care feature); an honest "not yet" until it arrives. */
  pastoralCare?: ReactNode;
  /** The Engagement tab; an honest "not yet" until it arrives. */
  engagement?: ReactNode;
  /** The Add Member action (opens the members feature's dialog). */
  addMember?: ReactNode;
  /** The care feature's actions: New Request, Add Communication. */
  careActions?: ReactNode;
}

/** What a tab shows while its area is still to be built: nothing invented. */
export function NotYetSlot({ area }: { area: 'pastoral-care' | 'engagement' }) {
  const { t } = useTranslation('attendance');
  return (
    <Card>
      <EmptyState title={t(`care.notYet.${area}.title`)} description={t(`care.notYet.${area}.hint`)} />
    </Card>
  );
}

/** Congregation Care: the directory, attendance, pastoral care and engagement as tabs, with their actions. */
export function CongregationCarePage({ directory, pastoralCare, engagement, addMember, careActions }: CongregationCareSlots) {
  const { t } = useTranslation('attendance');
  const title = useRouteLabel().title(routeById('congregation-care'));
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'directory';
  const canRecord = useCan('attendance.write');
  const [recording, setRecording] = useState(false);

  const choose = (next: Tab) => setParams((current) => ({ ...Object.fromEntries(current), tab: next }), { replace: true });
  const panels: Record<Tab, ReactNode> = {
    directory,
    attendance: <AttendanceTab />,
    'pastoral-care': pastoralCare ?? <NotYetSlot area="pastoral-care" />,
    engagement: engagement ?? <NotYetSlot area="engagement" />,
  };

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          <PageSubtitle>{t('care.subtitle')}</PageSubtitle>
        </div>
        <PageActions>
          {addMember}
          {careActions}
          {canRecord && <Button onClick={() => setRecording(true)}>{t('care.recordAttendance')}</Button>}
        </PageActions>
      </PageHeader>
      <Tabs
        idPrefix="care"
        label={t('care.tabsLabel')}
        tabs={TABS.map((id) => ({ id, label: t(`care.tabs.${id}`) }))}
        selected={tab}
        onSelect={choose}
        panel={panels[tab]}
      />
      {canRecord && <RecordAttendanceDialog open={recording} onClose={() => setRecording(false)} />}
    </>
  );
}
