import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card } from '../shared/ui';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 40rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

function CrashScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <StyledCard role="alert">
      <h1>{t('crash.title')}</h1>
      <p>{t('crash.message')}</p>
      <StyledActions>
        <Button onClick={onRetry}>{t('crash.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          {t('crash.goHome')}
        </Button>
      </StyledActions>
    </StyledCard>
  );
}

/**
 * The page-level error screen: a page that throws (or whose code fails to load) shows
 * "Something Went Wrong" instead of a blank window. Reset when the path changes.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <CrashScreen onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
