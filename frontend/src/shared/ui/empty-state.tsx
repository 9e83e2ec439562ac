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

export function EmptyState({
  title,
  description,
  action,
  role = 'status',
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  role?: 'status' | 'alert';
}) {
  return (
    <StyledEmptyState role={role}>
      <StyledEmptyTitle>{title}</StyledEmptyTitle>
      {description && <p>{description}</p>}
      {action}
    </StyledEmptyState>
  );
}
