import { USER_ROLES, type AdminUsersOverview } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { ButtonLink, CardTitle, Email, ErrorState, LoadingState } from '../../../shared/ui';
import { useAdminOverview } from '../api/get-admin-overview.query';
import { StyledCard, StyledCardHeader, StyledDetails, StyledList, StyledMuted, StyledSectionTitle, StyledStats } from './dashboard.styles';
import { formatCount } from './format.util';

const StyledEmail = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
`;

function UsersFigures({ overview }: { overview: AdminUsersOverview }) {
  const { t, i18n } = useTranslation('admin');
  const format = useFormat();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <>
      <StyledStats aria-label={t('users.title')}>
        <div>
          <dt>{t('users.total')}</dt>
          <dd data-testid="users-total">{count(overview.total)}</dd>
        </div>
        <div>
          <dt>{t('users.active')}</dt>
          <dd>{count(overview.active)}</dd>
        </div>
        <div>
          <dt>{t('users.deactivated')}</dt>
          <dd>{count(overview.deactivated)}</dd>
        </div>
        <div>
          <dt>{t('users.locked')}</dt>
          <dd>{count(overview.locked)}</dd>
        </div>
      </StyledStats>
      <section aria-labelledby="admin-users-by-role">
        <StyledSectionTitle id="admin-users-by-role">{t('users.byRole')}</StyledSectionTitle>
        <StyledDetails>
          {USER_ROLES.map((role) => (
            <div key={role}>
              <dt>{t(`roles.${role}`)}</dt>
              <dd>{count(overview.byRole[role] ?? 0)}</dd>
            </div>
          ))}
        </StyledDetails>
        <StyledMuted>{t('users.byRoleHint')}</StyledMuted>
      </section>
      <section aria-labelledby="admin-users-recent">
        <StyledSectionTitle id="admin-users-recent">{t('users.recentSignIns')}</StyledSectionTitle>
        {overview.recentSignIns.length === 0 ? (
          <StyledMuted>{t('users.noSignIns')}</StyledMuted>
        ) : (
          <StyledList>
            {overview.recentSignIns.map((user) => (
              <li key={user.id}>
                <span>
                  <strong>{user.displayName}</strong>{' '}
                  <StyledEmail>
                    <Email address={user.email} />
                  </StyledEmail>
                </span>
                <time dateTime={user.lastSignInAt}>{format.dateTime(user.lastSignInAt)}</time>
              </li>
            ))}
          </StyledList>
        )}
      </section>
    </>
  );
}

/** Accounts at a glance, with the way to manage them. */
export function UsersCard() {
  const { t } = useTranslation('admin');
  const overview = useAdminOverview();
  return (
    <StyledCard aria-labelledby="admin-users-title">
      <StyledCardHeader>
        <CardTitle id="admin-users-title">{t('users.title')}</CardTitle>
        <ButtonLink to={paths.adminUsers} size="sm">
          {t('users.manage')}
        </ButtonLink>
      </StyledCardHeader>
      {overview.data ? (
        <UsersFigures overview={overview.data} />
      ) : overview.isPending ? (
        <LoadingState />
      ) : (
        <ErrorState
          title={t('dashboard.loadFailed')}
          description={errorMessageOf(t, overview.error)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      )}
    </StyledCard>
  );
}
