import { useEffect, useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

let firstHeadingShown = false;

const StyledHeading = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

/**
 * The page's h1. After a client-side navigation it takes focus, so keyboard and screen-reader users
 * start reading at the new page instead of wherever the old one left them.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstHeadingShown) ref.current?.focus({ preventScroll: false });
    firstHeadingShown = true;
  }, []);
  return (
    <StyledHeading ref={ref} tabIndex={-1}>
      {children}
    </StyledHeading>
  );
}

/** The page column's width and side padding, for bars above the page that line up with it. */
export const pageColumnBar = css`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl} 0;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const PageSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const PageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Stack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
`;

const ALERT_TONES = {
  danger: ['dangerSoft', 'danger'],
  warning: ['warningSoft', 'warning'],
  success: ['successSoft', 'success'],
} as const;

export const InlineAlert = styled.div<{ $tone?: keyof typeof ALERT_TONES }>`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone = 'danger' }) => theme.color[ALERT_TONES[$tone][0]]};
  color: ${({ theme, $tone = 'danger' }) => theme.color[ALERT_TONES[$tone][1]]};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;
