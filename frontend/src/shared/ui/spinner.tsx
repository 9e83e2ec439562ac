import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span<{ $size?: string }>`
  display: inline-block;
  width: ${({ $size }) => $size ?? '1.5rem'};
  height: ${({ $size }) => $size ?? '1.5rem'};
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

const StyledLoadingState = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** A loading message read out politely (role=status); the label is visible unless `quiet`. */
export function LoadingState({ label, quiet = false }: { label?: string; quiet?: boolean }) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <StyledLoadingState role="status">
      <Spinner aria-hidden="true" />
      {quiet ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>}
    </StyledLoadingState>
  );
}
