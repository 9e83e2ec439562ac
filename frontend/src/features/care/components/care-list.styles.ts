import styled from 'styled-components';

/** A card's list of care entries (requests, communications): one bordered row each. */
export const StyledCareList = styled.ul<{ $gap?: 'xs' | 'sm' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme, $gap = 'xs' }) => theme.space[$gap]};
`;

export const StyledCareEntry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;

/** Who and when, under an entry. */
export const StyledCareMeta = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** How an urgency reads as a badge. */
export const URGENCY_TONE = { low: 'neutral', normal: 'primary', high: 'warning', urgent: 'danger' } as const;
