import styled from 'styled-components';

/** A round button holding one icon (the header's tools). Its words go in `aria-label`. */
export const IconButton = styled.button`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
  }
  svg {
    width: 1.125rem;
    height: 1.125rem;
  }
`;

/** The small ✕ that closes a panel or dismisses a toast. */
export const CloseButton = styled.button<{ $size?: string }>`
  flex: none;
  width: ${({ $size = '2rem' }) => $size};
  height: ${({ $size = '2rem' }) => $size};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;
