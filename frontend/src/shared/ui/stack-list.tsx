import styled, { type DefaultTheme } from 'styled-components';

/** A list without bullets whose items stack with a gap between them. */
export const StackList = styled.ul<{ $gap?: keyof DefaultTheme['space'] }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
`;
