import { useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, useToast } from '../ui';
import { currentErrorUser, errorHandler } from './client-error-handler';
import { buildErrorReport, shareErrorReport } from './error-report';
import { reloadPage } from './reload-page';

export type BoundaryLevel = 'page' | 'section' | 'component';

interface BoundaryProps {
  level: BoundaryLevel;
  children: ReactNode;
  fallback: (props: { error: unknown; reset: () => void }) => ReactNode;
}

/** Catches what a part of the screen throws while rendering, logs it (no toast: the fallback says it) and shows the fallback. */
class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: Error) {
    errorHandler.handle(error, { toast: false, source: this.props.level });
  }

  private readonly reset = () => this.setState({ error: null, failed: false });

  override render() {
    return this.state.failed ? this.props.fallback({ error: this.state.error, reset: this.reset }) : this.props.children;
  }
}

/** What browsers say when a lazily loaded chunk of the app could not be fetched (Chromium, Firefox, Safari). */
const CHUNK_LOAD_FAILURE = /dynamically imported module|importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/**
 * "Try Again" / "Retry" that really try again. Code that failed to download stays failed in this
 * page (React keeps a lazy component's failure), so the page is loaded anew. Otherwise the
 * queries of the part that broke — left without observers when the fallback replaced it — are
 * dropped, so it fetches fresh data instead of rendering what broke it once more.
 */
function useTryAgain(error: unknown, reset: () => void): () => void {
  const queryClient = useQueryClient();
  return () => {
    if (isChunkLoadError(error)) {
      reloadPage();
      return;
    }
    queryClient.removeQueries({ type: 'inactive' });
    reset();
  };
}

/** "Report This Issue": the report goes to the clipboard (or the console), and a toast says where. */
export function useReportIssue() {
  const { t } = useTranslation('shell');
  const toast = useToast();
  return async (error: unknown) => {
    const report = buildErrorReport(error, { path: window.location.pathname, userId: currentErrorUser(), now: new Date() });
    const outcome = await shareErrorReport(report);
    toast.show({ tone: 'info', title: t('report.title'), message: t(outcome === 'copied' ? 'report.copied' : 'report.logged') });
  };
}

const StyledPageCard = styled(Card)`
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

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

function PageFallback({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation('shell');
  const report = useReportIssue();
  const tryAgain = useTryAgain(error, reset);
  return (
    <StyledPageCard role="alert">
      <h1>{t('common:crash.title')}</h1>
      <StyledMuted>{t('common:crash.message')}</StyledMuted>
      <StyledActions>
        <Button onClick={tryAgain}>{t('common:crash.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.assign('/')}>
          {t('common:crash.goHome')}
        </Button>
        <Button variant="ghost" onClick={() => void report(error)}>
          {t('boundary.reportThisIssue')}
        </Button>
      </StyledActions>
    </StyledPageCard>
  );
}

/** The page level: "Something Went Wrong" with Try Again, Go Home and Report This Issue. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary level="page" fallback={(props) => <PageFallback {...props} />}>
      {children}
    </ErrorBoundary>
  );
}

const StyledSection = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledSectionTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

function SectionFallback({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation('shell');
  const report = useReportIssue();
  const tryAgain = useTryAgain(error, reset);
  return (
    <StyledSection role="alert">
      <div>
        <StyledSectionTitle>{t('boundary.sectionTitle')}</StyledSectionTitle>
        <StyledMuted>{t('boundary.sectionMessage')}</StyledMuted>
      </div>
      <StyledActions>
        <Button variant="secondary" size="sm" onClick={tryAgain}>
          {t('common:actions.retry')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => void report(error)}>
          {t('boundary.reportIssue')}
        </Button>
      </StyledActions>
    </StyledSection>
  );
}

/** The section level: "Section Unavailable" with Retry and Report Issue; the rest of the page stays. */
export function SectionErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary level="section" fallback={(props) => <SectionFallback {...props} />}>
      {children}
    </ErrorBoundary>
  );
}

const StyledComponentFallback = styled.p`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

function ComponentFallback() {
  const { t } = useTranslation('shell');
  return <StyledComponentFallback role="alert">{t('boundary.componentFailed')}</StyledComponentFallback>;
}

/** The component level: one card or widget says "Component failed to load"; its neighbours carry on. */
export function ComponentErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary level="component" fallback={() => <ComponentFallback />}>
      {children}
    </ErrorBoundary>
  );
}
