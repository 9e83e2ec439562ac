import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../../../shared/ui';
import type { CalendarView } from './calendar-layout.util';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const StyledSkeleton = styled.div<{ $columns: number; $rows: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  grid-auto-rows: ${({ $rows }) => ($rows > 6 ? '2.5rem' : '6rem')};
  gap: 1px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.border};
`;

const StyledBone = styled.div`
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space.xs};
  &::after {
    content: '';
    display: block;
    height: 0.75rem;
    width: 70%;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    animation: ${pulse} 1.4s ease-in-out infinite;
  }
`;

const SHAPES: Record<CalendarView, { columns: number; rows: number }> = {
  month: { columns: 7, rows: 5 },
  week: { columns: 7, rows: 10 },
  day: { columns: 1, rows: 10 },
  agenda: { columns: 1, rows: 8 },
};

/** The view's shape while its events load, announced once as loading. */
export function CalendarSkeleton({ view }: { view: CalendarView }) {
  const { t } = useTranslation('calendar');
  const { columns, rows } = SHAPES[view];
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <StyledSkeleton $columns={columns} $rows={rows} aria-hidden="true">
        {Array.from({ length: columns * rows }, (_, i) => (
          <StyledBone key={i} />
        ))}
      </StyledSkeleton>
    </div>
  );
}
