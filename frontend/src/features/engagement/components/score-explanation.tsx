import type { EngagementEvidence, EngagementPartView } from '@koinonia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Badge, ErrorState, LoadingState, Stack } from '../../../shared/ui';
import { useMemberEngagement } from '../api/get-member-engagement.query';
import { dayOf } from './day.util';

const StyledPanel = styled.section`
  border-inline-start: 3px solid ${({ theme }) => theme.color.primary};
  padding-inline-start: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledParts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledEvidence = styled.ul`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledFacts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** "Why this score": a person's parts, each with its points, its figures and the events behind it. */
export function ScoreExplanation({ memberId, asOf }: { memberId: string; asOf: string }) {
  const { t } = useTranslation('engagement');
  const headingId = useId();
  const score = useMemberEngagement(memberId, asOf);
  if (score.isPending) return <LoadingState label={t('explain.loading')} />;
  if (score.isError) return <ErrorState title={t('explain.loadFailed')} onRetry={() => void score.refetch()} retrying={score.isFetching} />;
  const view = score.data;
  return (
    <StyledPanel aria-labelledby={headingId} data-testid="engagement-explanation">
      <Stack $gap="sm">
        <StyledHeading id={headingId}>{t('explain.title', { name: view.fullName, score: view.score })}</StyledHeading>
        {(view.highPotential || view.atRisk) && (
          <div>
            {view.highPotential && <Badge $tone="success">{t('explain.highPotential')}</Badge>}
            {view.atRisk && <Badge $tone="warning">{t('explain.atRisk')}</Badge>}
          </div>
        )}
        <StyledParts>
          {view.parts.map((part) => (
            <PartItem key={part.part} part={part} />
          ))}
        </StyledParts>
      </Stack>
    </StyledPanel>
  );
}

function PartItem({ part }: { part: EngagementPartView }) {
  const { t } = useTranslation('engagement');
  const format = useFormat();
  const facts: string[] = [];
  if (part.weeksPresent !== null && part.weeks !== null)
    facts.push(t(`explain.weeks.${part.part === 'groups' ? 'groups' : 'attendance'}`, { present: part.weeksPresent, weeks: part.weeks }));
  if (part.groupCount !== null) facts.push(t('explain.groupCount', { number: part.groupCount }));
  if (part.part === 'steps') {
    facts.push(t('explain.step', { step: t(`explain.steps.${part.step ?? 'none'}`) }));
    facts.push(t(part.baptised ? 'explain.baptised' : 'explain.notBaptised'));
  }
  return (
    <li>
      <strong>{t(`explain.parts.${part.part}`)}</strong>
      {': '}
      {t('explain.points', { points: format.number(part.points), max: part.max })}
      {facts.length > 0 && <StyledFacts>{facts.join(' · ')}</StyledFacts>}
      {part.evidence.length > 0 && (
        <StyledEvidence>
          {part.evidence.map((evidence, index) => (
            <li key={`${evidence.kind}-${evidence.date}-${evidence.refId ?? ''}-${index}`}>{describe(evidence, t, format.date)}</li>
          ))}
        </StyledEvidence>
      )}
    </li>
  );
}

function describe(evidence: EngagementEvidence, t: (key: string, options?: Record<string, unknown>) => string, date: (value: string) => string): string {
  const place = evidence.refName ?? t('explain.unknownPlace');
  const step = evidence.kind === 'step' ? t(`explain.steps.${evidence.value ?? 'none'}`) : '';
  return t(`explain.evidence.${evidence.kind}`, { date: date(dayOf(evidence.date)), place, step });
}
