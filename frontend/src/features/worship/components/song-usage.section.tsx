import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { EmptyState, ErrorState, LoadingState, TextField } from '../../../shared/ui';
import { useSongUsage } from '../api/get-song-usage.query';
import { isoDate } from './worship-format.util';

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin-block: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const StyledLink = styled.a`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
  padding-block-end: ${({ theme }) => theme.space.sm};
`;

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
  td:last-child,
  th:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The CCLI song-usage report: songs sung in the period's services, with their numbers and counts, and as CSV. */
export function SongUsageSection() {
  const { t } = useTranslation('worship');
  const now = new Date();
  const [from, setFrom] = useState(isoDate(now, -90));
  const [to, setTo] = useState(isoDate(now, 30));
  const usage = useSongUsage(from, to);
  const csv = `/api/songs/usage.csv?${new URLSearchParams({ from, to }).toString()}`;
  return (
    <section aria-labelledby="worship-usage-heading">
      <h2 id="worship-usage-heading">{t('usage.heading')}</h2>
      <StyledIntro>{t('usage.description')}</StyledIntro>
      <StyledBar>
        <TextField label={t('usage.from')} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField label={t('usage.to')} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        <StyledLink href={csv} download>
          {t('usage.csv')}
        </StyledLink>
      </StyledBar>
      {from > to ? (
        <EmptyState title={t('usage.badPeriod')} role="alert" />
      ) : usage.isPending ? (
        <LoadingState label={t('usage.loading')} />
      ) : usage.isError ? (
        <ErrorState title={t('usage.loadFailed')} description={errorMessageOf(t, usage.error)} onRetry={() => void usage.refetch()} />
      ) : usage.data.length === 0 ? (
        <EmptyState title={t('usage.empty')} />
      ) : (
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{t('songs.title')}</th>
              <th scope="col">{t('songs.authors')}</th>
              <th scope="col">{t('songs.ccli')}</th>
              <th scope="col">{t('usage.uses')}</th>
            </tr>
          </thead>
          <tbody>
            {usage.data.map((row) => (
              <tr key={row.songId}>
                <td>{row.title}</td>
                <td>{row.authors}</td>
                <td>{row.ccliNumber}</td>
                <td>{row.uses}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
    </section>
  );
}
