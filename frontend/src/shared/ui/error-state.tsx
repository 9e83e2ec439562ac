import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';

const StyledErrorState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
`;

const StyledErrorTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.danger};
`;

const StyledErrorDescription = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  max-width: 36rem;
`;

/** A failure, announced (role=alert), with a way to try again. */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <StyledErrorState>
      <div role="alert">
        <StyledErrorTitle>{title}</StyledErrorTitle>
        {description && <StyledErrorDescription>{description}</StyledErrorDescription>}
      </div>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retrying ? t('retrying') : t('actions.retry')}
        </Button>
      )}
    </StyledErrorState>
  );
}
