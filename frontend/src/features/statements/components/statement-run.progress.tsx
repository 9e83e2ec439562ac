import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StatementRunView } from '@koinonia/contracts';
import { Stack } from '../../../shared/ui';
import { statementRunZipPath } from '../api/statements-keys.constant';

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

const StyledLink = styled.a`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
`;

/** A run's bar, read from the server each poll (a reload shows it where it is), and its zip once done. */
export function StatementRunProgress({ run }: { run: StatementRunView }) {
  const { t } = useTranslation('statements');
  const percent = run.total === 0 ? 100 : Math.round((run.done / run.total) * 100);
  const label = run.status === 'completed' ? t('run.completed', { year: run.year }) : t('run.running', { year: run.year });
  return (
    <Stack $gap="sm">
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('run.donors', { done: run.done, total: run.total })}
      >
        <StyledFill $percent={percent} />
      </StyledTrack>
      <p aria-live="polite">
        {label} {t('run.donors', { done: run.done, total: run.total })}
        {run.delivery === 'email' ? ` ${t('run.emailed', { emailed: run.emailed })}` : ''}
      </p>
      {run.status === 'completed' && (
        <StyledLink href={statementRunZipPath(run.id)} download>
          {t('run.zip')}
        </StyledLink>
      )}
    </Stack>
  );
}
