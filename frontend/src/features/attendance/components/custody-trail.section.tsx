import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useFormat } from '../../../shared/i18n';
import { Card, CardTitle, EmptyState, ErrorState, LoadingState, Stack, TextField, VisuallyHidden } from '../../../shared/ui';
import { useCustodyTrail } from '../api/get-custody.query';

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
`;

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledRefused = styled.span`
  color: ${({ theme }) => theme.color.danger};
`;

const today = () => new Date().toISOString().slice(0, 10);

/** The custody trail: every child checked in and out between two dates, by whom, which room, and any refused collection. */
export function CustodyTrailSection() {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const canRead = useCan('attendance.read');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const trail = useCustodyTrail(from, to);
  if (!canRead) return null;

  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{t('custody.title')}</CardTitle>
        <StyledFilters>
          <TextField label={t('custody.from')} name="from" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
          <TextField label={t('custody.to')} name="to" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </StyledFilters>
        {!from || !to || from > to ? (
          <EmptyState title={t('custody.chooseDates')} />
        ) : trail.isPending ? (
          <LoadingState label={t('custody.loading')} />
        ) : trail.isError ? (
          <ErrorState title={t('custody.loadFailed')} onRetry={() => void trail.refetch()} retrying={trail.isFetching} />
        ) : trail.data.length === 0 ? (
          <EmptyState title={t('custody.empty')} />
        ) : (
          <StyledScroll>
            <StyledTable>
              <caption>
                <VisuallyHidden>{t('custody.title')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('custody.child')}</th>
                  <th scope="col">{t('custody.room')}</th>
                  <th scope="col">{t('custody.in')}</th>
                  <th scope="col">{t('custody.out')}</th>
                </tr>
              </thead>
              <tbody>
                {trail.data.map((entry) => (
                  <tr key={`${entry.checkInId}-${entry.memberId}`}>
                    <td>{entry.childName}</td>
                    <td>{entry.roomName}</td>
                    <td>{t('custody.inBy', { when: format.dateTime(entry.checkedInAt), by: entry.checkedInBy, guardian: entry.guardian })}</td>
                    <td>
                      {entry.checkedOutAt && entry.checkedOutBy
                        ? t('custody.outBy', { when: format.dateTime(entry.checkedOutAt), by: entry.checkedOutBy, collectedBy: entry.collectedBy ?? '' })
                        : t('custody.stillIn')}
                      {entry.refusals.map((refusal) => (
                        <div key={refusal.at}>
                          <StyledRefused>{t('custody.refused', { when: format.dateTime(refusal.at), by: refusal.by })}</StyledRefused>
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </StyledTable>
          </StyledScroll>
        )}
      </Stack>
    </Card>
  );
}
