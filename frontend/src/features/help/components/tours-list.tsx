import type { OnboardingState, TourId } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, StackList } from '../../../shared/ui';
import { TOURS } from '../content/tours.constant';
import { useHelpAccess } from './use-help-access.hook';

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  .text {
    flex: 1 1 12rem;
    min-width: 0;
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  p {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The guided tours the user's roles and the church's settings let them take, each marked once completed. */
export function ToursList({ state, onStart }: { state: OnboardingState | undefined; onStart: (tour: TourId) => void }) {
  const { t } = useTranslation('help');
  const access = useHelpAccess();
  const tours = TOURS.filter((tour) => access.page(tour.page));
  return (
    <StackList>
      {tours.map((tour) => {
        const completed = state?.completedTours.includes(tour.id) ?? false;
        const current = state?.currentTour === tour.id;
        const title = t(`tours.${tour.id}.title`);
        return (
          <StyledItem key={tour.id} data-tour={tour.id}>
            <div className="text">
              <h3>
                {title}
                {completed && <Badge $tone="success">{t('tour.completed')}</Badge>}
                {current && <Badge $tone="primary">{t('tour.current')}</Badge>}
              </h3>
              <p>{t(`tours.${tour.id}.description`)}</p>
            </div>
            <Button
              size="sm"
              variant={completed ? 'secondary' : 'primary'}
              onClick={() => onStart(tour.id)}
              aria-label={`${completed ? t('tour.again') : t('tour.start')}: ${title}`}
            >
              {completed ? t('tour.again') : t('tour.start')}
            </Button>
          </StyledItem>
        );
      })}
    </StackList>
  );
}
