import type { GatheringSummary } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, EmptyState, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { useGatherings } from '../api/get-gatherings.query';
import { CustodyTrailSection } from './custody-trail.section';
import { GatheringDetail } from './gathering-detail';
import { NewGatheringDialog } from './new-gathering.dialog';
import { occurrenceDate } from './occurrence-date.util';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const StyledChoice = styled.button<{ $selected: boolean }>`
  inline-size: 100%;
  text-align: start;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $selected }) => ($selected ? theme.color.primarySoft : theme.color.surface)};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  cursor: pointer;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

function GatheringChoice({ gathering, selected, onSelect }: { gathering: GatheringSummary; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const latest = gathering.latest;
  return (
    <li>
      <StyledChoice type="button" $selected={selected} aria-pressed={selected} onClick={onSelect}>
        <strong>{gathering.name}</strong>
        <span>
          <Badge>{t(`kinds.${gathering.kind}`)}</Badge> <Badge $tone="neutral">{t(`repeats.${gathering.repeat}`)}</Badge>
        </span>
        <StyledMuted>
          {latest
            ? t('gatherings.latest', { date: format.date(occurrenceDate(latest.date)), present: latest.present, headcount: latest.headcount })
            : t('gatherings.notYetMet')}
        </StyledMuted>
      </StyledChoice>
    </li>
  );
}

/** The Attendance tab: the gatherings, the chosen one's trend and register, and the custody trail. */
export function AttendanceTab() {
  const { t } = useTranslation('attendance');
  const gatherings = useGatherings();
  const canWrite = useCan('attendance.write');
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const selected = chosen ?? gatherings.data?.[0]?.id ?? null;

  return (
    <Stack $gap="lg">
      <Card>
        <Stack $gap="md">
          <StyledHeader>
            <CardTitle>{t('gatherings.title')}</CardTitle>
            {canWrite && (
              <Button variant="secondary" onClick={() => setAdding(true)}>
                {t('gatherings.new')}
              </Button>
            )}
          </StyledHeader>
          {gatherings.isPending ? (
            <LoadingState label={t('gatherings.loading')} />
          ) : gatherings.isError ? (
            <ErrorState title={t('gatherings.loadFailed')} onRetry={() => void gatherings.refetch()} retrying={gatherings.isFetching} />
          ) : gatherings.data.length === 0 ? (
            <EmptyState title={t('gatherings.empty')} description={t('gatherings.emptyHint')} />
          ) : (
            <StyledList aria-label={t('gatherings.title')}>
              {gatherings.data.map((gathering) => (
                <GatheringChoice key={gathering.id} gathering={gathering} selected={gathering.id === selected} onSelect={() => setChosen(gathering.id)} />
              ))}
            </StyledList>
          )}
        </Stack>
      </Card>
      {selected && <GatheringDetail key={selected} gatheringId={selected} />}
      <CustodyTrailSection />
      {canWrite && <NewGatheringDialog open={adding} onClose={() => setAdding(false)} onCreated={(id) => setChosen(id)} />}
    </Stack>
  );
}
