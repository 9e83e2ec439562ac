import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Card, CardTitle, Chart, EmptyState, ErrorState, LoadingState, SelectField, Stack } from '../../../shared/ui';
import { useGathering } from '../api/get-gathering.query';
import { useGatheringAttendance } from '../api/get-gathering-attendance.query';
import { MemberAttendanceSection } from './member-attendance.section';
import { occurrenceDate } from './occurrence-date.util';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPeople = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: 24rem;
  overflow-y: auto;
  li {
    padding-block: ${({ theme }) => theme.space.xs};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  button {
    appearance: none;
    background: none;
    border: none;
    padding: 0;
    font: inherit;
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
    cursor: pointer;
    text-align: start;
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin: 0;
`;

/** One gathering: its trend over recent occurrences, and who came to the one chosen. */
export function GatheringDetail({ gatheringId }: { gatheringId: string }) {
  const { t } = useTranslation('attendance');
  const format = useFormat();
  const headingId = useId();
  const gathering = useGathering(gatheringId);
  const [occurrence, setOccurrence] = useState<string | undefined>(undefined);
  const register = useGatheringAttendance(gatheringId, occurrence);
  const [person, setPerson] = useState<string | null>(null);

  if (gathering.isPending) return <LoadingState label={t('detail.loading')} />;
  if (gathering.isError) return <ErrorState title={t('detail.loadFailed')} onRetry={() => void gathering.refetch()} retrying={gathering.isFetching} />;
  const points = gathering.data.occurrences.map((o) => ({ date: format.date(occurrenceDate(o.date)), present: o.present, headcount: o.headcount }));
  const peak = Math.max(0, ...gathering.data.occurrences.map((o) => o.present + o.headcount));
  const dates = [...gathering.data.occurrences].reverse();

  return (
    <Card>
      <Stack $gap="md">
        <CardTitle id={headingId}>{gathering.data.name}</CardTitle>
        <StyledColumns>
          <div>
            {points.length === 0 ? (
              <EmptyState
                title={t('detail.noOccurrences')}
                description={gathering.data.next ? t('detail.next', { date: format.date(occurrenceDate(gathering.data.next)) }) : undefined}
              />
            ) : (
              <Chart
                kind="line"
                labelledBy={headingId}
                data={points}
                x={{ key: 'date', label: t('detail.date') }}
                series={[
                  { key: 'present', label: t('detail.present'), tone: 'primary' },
                  { key: 'headcount', label: t('detail.headcount'), tone: 'success' },
                ]}
                summary={t('detail.summary', { number: points.length, peak })}
                tableCaption={t('detail.tableCaption', { name: gathering.data.name })}
              />
            )}
          </div>
          <Stack $gap="sm">
            {dates.length > 0 && (
              <SelectField
                label={t('detail.occurrence')}
                name="occurrence"
                value={occurrence ?? register.data?.occurrence.date ?? dates[0].date}
                options={dates.map((o) => ({ value: o.date, label: format.date(occurrenceDate(o.date)) }))}
                onChange={(event) => setOccurrence(event.target.value)}
              />
            )}
            {register.isPending ? (
              <LoadingState label={t('detail.registerLoading')} />
            ) : register.isError ? (
              <ErrorState title={t('detail.registerFailed')} onRetry={() => void register.refetch()} retrying={register.isFetching} />
            ) : (
              <>
                <StyledMuted>
                  {t('detail.counts', { present: register.data.occurrence.present, headcount: register.data.occurrence.headcount })}
                  {register.data.occurrence.recordedBy && register.data.occurrence.recordedAt && (
                    <>
                      {' · '}
                      {t('detail.recordedBy', { name: register.data.occurrence.recordedBy, when: format.dateTime(register.data.occurrence.recordedAt) })}
                    </>
                  )}
                </StyledMuted>
                {register.data.attendees.length === 0 ? (
                  <EmptyState title={t('detail.nobody')} />
                ) : (
                  <StyledPeople aria-label={t('detail.attendees')}>
                    {register.data.attendees.map((attendee) => (
                      <li key={attendee.memberId}>
                        <button
                          type="button"
                          aria-expanded={person === attendee.memberId}
                          onClick={() => setPerson(person === attendee.memberId ? null : attendee.memberId)}
                        >
                          {attendee.fullName}
                        </button>
                      </li>
                    ))}
                  </StyledPeople>
                )}
              </>
            )}
          </Stack>
        </StyledColumns>
        {person && <MemberAttendanceSection key={person} memberId={person} />}
      </Stack>
    </Card>
  );
}
