import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { routeById, useRouteLabel } from '../../../shared/routing';
import { Button, Card, EmptyState, PageActions, PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';
import { AttendanceTab } from './attendance-tab';
import { RecordAttendanceDialog } from './record-attendance.dialog';

const TABS = ['directory', 'attendance', 'pastoral-care', 'engagement'] as const;
type Tab = (typeof TABS)[number];

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  margin-block-end: ${({ theme }) => theme.space.lg};
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  appearance: none;
  background: none;
  border: none;
  border-block-end: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.text : theme.color.textMuted)};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

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
  // Arrow keys move between tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -TABS.length, End: TABS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const index = Math.min(TABS.length - 1, Math.max(0, TABS.indexOf(tab) + step * rtl));
    choose(TABS[index]);
    document.getElementById(`care-tab-${TABS[index]}`)?.focus();
  };

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
      <StyledTabList role="tablist" aria-label={t('care.tabsLabel')} onKeyDown={onKeyDown}>
        {TABS.map((id) => (
          <StyledTab
            key={id}
            id={`care-tab-${id}`}
            role="tab"
            type="button"
            aria-selected={tab === id}
            aria-controls={`care-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            $selected={tab === id}
            onClick={() => choose(id)}
          >
            {t(`care.tabs.${id}`)}
          </StyledTab>
        ))}
      </StyledTabList>
      <div role="tabpanel" id={`care-panel-${tab}`} aria-labelledby={`care-tab-${tab}`}>
        {panels[tab]}
      </div>
      {canRecord && <RecordAttendanceDialog open={recording} onClose={() => setRecording(false)} />}
    </>
  );
}
