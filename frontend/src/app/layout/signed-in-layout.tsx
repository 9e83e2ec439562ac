import type { CurrentUser } from '@koinonia/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AccessProvider } from '../../shared/access';
import { LoadingState } from '../../shared/ui';
import { PageErrorBoundary } from '../error-boundary';
import { AppHeader } from './app-header';

const StyledShell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  top: -4rem;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  &:focus { top: ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.onPrimary}; }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xxxl};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
  }
`;

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

/** The signed-in shell: header, the page (loaded on demand), footer. */
export function SignedInLayout({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  return (
    <AccessProvider roles={user.roles}>
    <StyledShell>
      <StyledSkipLink href="#main">{t('skipToContent')}</StyledSkipLink>
      <AppHeader user={user} />
      <StyledMain id="main" tabIndex={-1}>
        <PageErrorBoundary key={location.pathname}>
          <Suspense fallback={<LoadingState label={t('loadingPage')} />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </StyledMain>
      <StyledFooter>{t('footer')}</StyledFooter>
    </StyledShell>
    </AccessProvider>
  );
}
