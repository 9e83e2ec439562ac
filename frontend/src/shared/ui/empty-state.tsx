import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledEmptyTitle = styled.p`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <StyledEmptyState role="status">
      <StyledEmptyTitle>{title}</StyledEmptyTitle>
      {description && <p>{description}</p>}
      {action}
    </StyledEmptyState>
  );
}
