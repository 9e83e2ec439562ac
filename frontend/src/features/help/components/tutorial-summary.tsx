import { tutorialStepsDone, type OnboardingState } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button } from '../../../shared/ui';
import type { TutorialDefinition } from '../content/tutorials.constant';
import { ProgressBar } from './guide-card';

const StyledItem = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const DIFFICULTY_TONE = { beginner: 'success', intermediate: 'warning', advanced: 'danger' } as const;

/** A tutorial with its category, difficulty, duration, the user's progress and completion, and how to start or resume it. */
export function TutorialSummary({ tutorial, state, onOpen }: { tutorial: TutorialDefinition; state: OnboardingState | undefined; onOpen: () => void }) {
  const { t, i18n } = useTranslation('help');
  const total = tutorial.steps.length;
  const done = state ? tutorialStepsDone(state, tutorial.id) : 0;
  const completed = state?.completedTutorials.includes(tutorial.id) ?? false;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const title = t(`tutorials.${tutorial.id}.title`);
  const progressText = t('tutorial.progress', { count: total, done: number(done), total: number(total) });
  const action = completed ? t('tutorial.again') : done > 0 ? t('tutorial.resume') : t('tutorial.start');
  return (
    <StyledItem aria-labelledby={`tutorial-${tutorial.id}-title`} data-tutorial={tutorial.id}>
      <StyledHeading id={`tutorial-${tutorial.id}-title`}>{title}</StyledHeading>
      <StyledMeta>
        <Badge $tone="primary">{t(`categories.${tutorial.category}`)}</Badge>
        <Badge $tone={DIFFICULTY_TONE[tutorial.difficulty]}>{t(`difficulty.${tutorial.difficulty}`)}</Badge>
        <span>{t('tutorial.duration', { minutes: number(tutorial.minutes) })}</span>
        {completed && <Badge $tone="success">{t('tutorial.completed')}</Badge>}
      </StyledMeta>
      <StyledDescription>{t(`tutorials.${tutorial.id}.description`)}</StyledDescription>
      <ProgressBar percent={Math.round((done / total) * 100)} label={t('tutorial.progressLabel', { tutorial: title })} />
      <StyledFooter>
        <span>{progressText}</span>
        <Button size="sm" variant={completed ? 'secondary' : 'primary'} onClick={onOpen} aria-label={`${action}: ${title}`}>
          {action}
        </Button>
      </StyledFooter>
    </StyledItem>
  );
}
