import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../shared/routing';

const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warning};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;

  a {
    color: inherit;
    text-decoration: underline;
  }
`;

const StyledMessage = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  overflow-wrap: anywhere;
`;

/** Above the app while maintenance mode is on: administrators keep working, and are reminded. */
export function MaintenanceBanner({ audience, message }: { audience: 'admin' | 'signed-out'; message: string | null }) {
  const { t } = useTranslation('common');
  return (
    <StyledBanner role="status">
      <span>{t(audience === 'admin' ? 'maintenance.bannerAdmin' : 'maintenance.bannerSignedOut')}</span>
      {audience === 'signed-out' && message && <StyledMessage>{message}</StyledMessage>}
      {audience === 'admin' ? (
        <Link to={paths.adminDashboard}>{t('maintenance.bannerManage')}</Link>
      ) : (
        <Link to={paths.adminLogin}>{t('maintenance.bannerAdminSignIn')}</Link>
      )}
    </StyledBanner>
  );
}
