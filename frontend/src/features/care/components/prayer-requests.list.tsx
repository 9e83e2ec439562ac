import type { PrayerRequestView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, EmptyState, ErrorState, LoadingState } from '../../../shared/ui';
import { usePrayerRequests } from '../api/get-prayer-requests.query';
import { useRecordPrayer } from '../api/record-prayer.mutation';
import { MarkAnsweredDialog } from './mark-answered.dialog';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPraise = styled.p`
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.xs};
`;

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

type SectionId = 'mine' | 'pastoral' | 'team' | 'wall';

function sectionOf(item: PrayerRequestView): SectionId {
  if (item.mine) return 'mine';
  if (item.visibility === 'pastoral') return 'pastoral';
  return item.visibility === 'prayer-team' ? 'team' : 'wall';
}

function PrayerItem({ item, onAnswer }: { item: PrayerRequestView; onAnswer: (id: string) => void }) {
  const { t } = useTranslation('care');
  const format = useFormat();
  const pray = useRecordPrayer();
  const from = item.requesterName === null ? t('prayer.item.anonymous') : t('prayer.item.from', { name: item.requesterName });
  return (
    <StyledItem>
      <StyledMeta>
        <Badge $tone={item.status === 'answered' ? 'success' : 'primary'}>{t(`prayer.status.${item.status}`)}</Badge>
        <Badge>{t(`prayer.visibility.${item.visibility}`)}</Badge>
        <span>{from}</span>
        {item.forName && <span>{t('prayer.item.for', { name: item.forName })}</span>}
      </StyledMeta>
      <StyledText>{item.request}</StyledText>
      {item.status === 'answered' && item.praiseNote && <StyledPraise>{t('prayer.item.praise', { note: item.praiseNote })}</StyledPraise>}
      <StyledMeta>
        <span>{t('prayer.item.shared', { date: format.date(item.submittedAt) })}</span>
        <span>{t('prayer.item.praying', { number: format.number(item.prayedCount) })}</span>
      </StyledMeta>
      <StyledActions>
        {!item.mine && (
          <Button variant="secondary" size="sm" disabled={item.prayedByMe || pray.isPending} onClick={() => pray.mutate(item.id)}>
            {item.prayedByMe ? t('prayer.item.prayedDone') : t('prayer.item.prayed')}
          </Button>
        )}
        {item.canMarkAnswered && item.status === 'active' && (
          <Button variant="secondary" size="sm" onClick={() => onAnswer(item.id)}>
            {t('prayer.item.markAnswered')}
          </Button>
        )}
      </StyledActions>
    </StyledItem>
  );
}

/** The requests the reader may see, in sections: their own, pastoral-only (pastors), the prayer team's, and the wall. */
export function PrayerRequestsList() {
  const { t } = useTranslation('care');
  const requests = usePrayerRequests();
  const [answering, setAnswering] = useState<string | null>(null);
  if (requests.isPending) return <LoadingState label={t('prayer.loading')} />;
  if (requests.isError)
    return (
      <Card>
        <ErrorState title={t('prayer.failed')} onRetry={() => void requests.refetch()} retrying={requests.isFetching} />
      </Card>
    );
  const items = requests.data.items;
  const shown: SectionId[] = ['mine', 'pastoral', 'team', 'wall'];
  const present = new Set(items.map(sectionOf));
  return (
    <StyledSections>
      {shown
        .filter((section) => section === 'mine' || section === 'wall' || present.has(section))
        .map((section) => {
          const inSection = items.filter((item) => sectionOf(item) === section);
          return (
            <Card key={section} aria-labelledby={`prayer-section-${section}`}>
              <CardTitle id={`prayer-section-${section}`}>{t(`prayer.sections.${section}`)}</CardTitle>
              {inSection.length === 0 ? (
                <EmptyState title={t(`prayer.empty.${section}`)} />
              ) : (
                <StyledList aria-labelledby={`prayer-section-${section}`}>
                  {inSection.map((item) => (
                    <PrayerItem key={item.id} item={item} onAnswer={setAnswering} />
                  ))}
                </StyledList>
              )}
            </Card>
          );
        })}
      <MarkAnsweredDialog requestId={answering} onClose={() => setAnswering(null)} />
    </StyledSections>
  );
}
