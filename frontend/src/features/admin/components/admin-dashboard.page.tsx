import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';
import { StyledGrid } from './dashboard.styles';
import { ChurchSettingsCard } from './church-settings-card';
import { FeatureFlagsCard } from './feature-flags-card';
import { MaintenanceCard } from './maintenance-card';
import { SecurityEventsCard } from './security-events-card';
import { SystemHealthCard } from './system-health-card';
import { UsersCard } from './users-card';

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledSeparated = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * `/admin/dashboard`: everything here is read from the server; the route is for those who manage
 * settings. `securityFeed` is the security center's live card and `announcements` the notification
 * centre's form, given by the app (features do not import each other).
 */
export default function AdminDashboardPage({ securityFeed, announcements }: { securityFeed?: ReactNode; announcements?: ReactNode }) {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const canManageUsers = useCan('users.manage');
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('dashboard.title')}</PageHeading>
          <PageSubtitle>{t('dashboard.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <StyledGrid>
        <StyledColumn>
          {canManageUsers && <UsersCard />}
          {announcements}
          <MaintenanceCard />
          <ChurchSettingsCard />
        </StyledColumn>
        <StyledColumn>
          <SystemHealthCard />
          <FeatureFlagsCard />
        </StyledColumn>
      </StyledGrid>
      {(canManageUsers || securityFeed) && (
        <StyledSeparated>
          <StyledGrid>
            {securityFeed}
            {canManageUsers && <SecurityEventsCard />}
          </StyledGrid>
        </StyledSeparated>
      )}
    </>
  );
}
