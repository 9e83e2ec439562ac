import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberImportView } from '@koinonia/contracts';
import { Card, CardTitle, Stack } from '../../../shared/ui';

const StyledTrack = styled.div`
  block-size: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $percent: number }>`
  block-size: 100%;
  inline-size: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.color.primary};
  transition: inline-size 0.3s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The job's bar: read from the server each poll, so a reload shows it where it is. Undo counts the people it visits. */
export function ImportProgress({ view }: { view: MemberImportView }) {
  const { t } = useTranslation('imports');
  const undoing = view.status === 'undoing';
  const total = undoing ? view.counts.created + view.counts.updated : view.total;
  const done = undoing ? view.rows.filter((r) => r.undo !== null).length : view.processed;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const label = undoing ? t('progress.undoing') : t('progress.importing');
  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{label}</CardTitle>
        <StyledTrack
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('progress.rows', { done, total })}
        >
          <StyledFill $percent={percent} />
        </StyledTrack>
        <p aria-live="polite">{t('progress.rows', { done, total })}</p>
      </Stack>
    </Card>
  );
}
