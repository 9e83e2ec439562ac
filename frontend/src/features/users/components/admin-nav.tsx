import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../shared/routing';

const StyledNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.lg};
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const StyledLink = styled(NavLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxs};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
`;

/** The pages of user administration: the accounts, and the mail the app keeps when it cannot send it. */
export function AdminNav() {
  const { t } = useTranslation('users');
  return (
    <StyledNav aria-label={t('nav.label')}>
      <ul>
        <li>
          <StyledLink to={paths.adminUsers} end>
            {t('nav.users')}
          </StyledLink>
        </li>
        <li>
          <StyledLink to={paths.adminOutbox}>{t('nav.outbox')}</StyledLink>
        </li>
      </ul>
    </StyledNav>
  );
}
