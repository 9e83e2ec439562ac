import type { CurrentUser } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { UserMenu } from '../../features/auth';
import { useCan } from '../../shared/access';
import { useFeatureEnabled } from '../../shared/availability';
import { paths } from '../../shared/routing';
import { Brand, useThemeMode } from '../../shared/ui';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  min-height: 4rem;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
`;

const StyledNav = styled.nav`
  flex: 1;
  min-width: 0;
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    overflow-x: auto;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const StyledNavLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceMuted}; color: ${({ theme }) => theme.color.text}; }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledTools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledIconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; color: ${({ theme }) => theme.color.text}; }
  svg { width: 1.125rem; height: 1.125rem; }
`;

const SUN = 'M12 4V2M12 22v-2M4.93 4.93 3.51 3.51M20.49 20.49l-1.42-1.42M4 12H2M22 12h-2M4.93 19.07l-1.42 1.42M20.49 3.51l-1.42 1.42M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z';
const MOON = 'M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z';

function ThemeToggle() {
  const { t } = useTranslation('common');
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <StyledIconButton type="button" onClick={toggle} aria-label={dark ? t('theme.toLight') : t('theme.toDark')}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
        <path d={dark ? SUN : MOON} />
      </svg>
    </StyledIconButton>
  );
}

export function AppHeader({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  const membersOn = useFeatureEnabled('memberDirectory');
  const canReadMembers = useCan('members.read') && membersOn;
  const canAdminister = useCan('settings.manage');
  const canManageUsers = useCan('users.manage');
  return (
    <StyledHeader>
      <StyledBar>
        <Brand to={paths.home} name={t('appName')} hideNameOnNarrow />
        <StyledNav aria-label={t('nav.label')}>
          <ul>
            <li>
              <StyledNavLink to={paths.home} end>
                {t('nav.home')}
              </StyledNavLink>
            </li>
            {canReadMembers && (
              <li>
                <StyledNavLink to={paths.members}>{t('nav.members')}</StyledNavLink>
              </li>
            )}
            {canManageUsers && (
              <li>
                <StyledNavLink to={paths.adminUsers}>{t('nav.users')}</StyledNavLink>
              </li>
            )}
            {canAdminister && (
              <li>
                <StyledNavLink to={paths.adminDashboard}>{t('nav.admin')}</StyledNavLink>
              </li>
            )}
          </ul>
        </StyledNav>
        <StyledTools>
          <ThemeToggle />
          <UserMenu user={user} />
        </StyledTools>
      </StyledBar>
    </StyledHeader>
  );
}
