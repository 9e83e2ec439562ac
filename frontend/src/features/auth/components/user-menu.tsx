import type { CurrentUser } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { paths } from '../../../shared/routing';
import { useMenuButton } from '../../../shared/ui';
import { useSignOut } from '../api/sign-out.mutation';

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
  max-width: 16rem;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
`;

const StyledAvatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.875rem;
  height: 1.875rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  /* Beside nine navigation links room is short: the initials show, the name is still the button's name. */
  @media (max-width: 1599.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`;

const StyledPopover = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 15rem;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 12px 32px ${({ theme }) => theme.color.shadow};
`;

const StyledSignedInAs = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
  overflow-wrap: anywhere;
`;

const menuItemStyles = css`
  display: block;
  width: 100%;
  text-align: start;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  text-decoration: none;
  font-size: ${({ theme }) => theme.font.size.md};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledMenuItem = styled.button`
  ${menuItemStyles}
`;

const StyledMenuLink = styled(Link)`
  ${menuItemStyles}
`;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** The signed-in person's name; opens a menu (menu button pattern) with their account security and "Sign out". */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const menu = useMenuButton();

  return (
    <StyledWrapper ref={menu.wrapperRef}>
      <StyledTrigger {...menu.triggerProps}>
        <StyledAvatar aria-hidden="true">{initials(user.displayName)}</StyledAvatar>
        <StyledName>{user.displayName}</StyledName>
      </StyledTrigger>
      {menu.open && (
        <StyledPopover>
          <StyledSignedInAs>{t('userMenu.signedInAs', { email: user.email })}</StyledSignedInAs>
          <div {...menu.menuProps} aria-label={t('userMenu.label')}>
            <StyledMenuLink to={paths.accountSecurity} role="menuitem" tabIndex={-1} onClick={menu.close}>
              {t('userMenu.security')}
            </StyledMenuLink>
            <StyledMenuLink to={paths.preferences} role="menuitem" tabIndex={-1} onClick={menu.close}>
              {t('preferences:userMenu')}
            </StyledMenuLink>
            <StyledMenuItem type="button" role="menuitem" tabIndex={-1} disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              {signOut.isPending ? t('userMenu.signingOut') : t('userMenu.signOut')}
            </StyledMenuItem>
          </div>
        </StyledPopover>
      )}
    </StyledWrapper>
  );
}
