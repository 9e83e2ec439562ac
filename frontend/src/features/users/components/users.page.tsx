import type { AdminUserView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import {
  ActionMenu,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  PageSubtitle,
  useToast,
  VisuallyHidden,
  type ActionMenuItem,
} from '../../../shared/ui';
import { useCancelInvitation } from '../api/cancel-invitation.mutation';
import { useDeactivateUser } from '../api/deactivate-user.mutation';
import { useUsers } from '../api/get-users.query';
import { useReactivateUser } from '../api/reactivate-user.mutation';
import { useResendInvitation } from '../api/resend-invitation.mutation';
import { useResetTwoFactor } from '../api/reset-two-factor.mutation';
import { useRevokeSessions } from '../api/revoke-sessions.mutation';
import { useUnlockUser } from '../api/unlock-user.mutation';
import { AdminNav } from './admin-nav';
import { EditRolesDialog } from './edit-roles.dialog';
import { InviteUserDialog } from './invite-user.dialog';
import { LinkMemberDialog } from './link-member.dialog';
import { roleLabel } from './role-options.util';
import { SecurityPolicyCard } from './security-policy.card';

const StyledTableCard = styled(Card)`
  padding: 0;
  overflow-x: auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: 0;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }
  th {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textSubtle};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td:last-child {
    text-align: end;
  }

  /* Narrower screens: each account becomes a small card, each cell labelled (six columns need room). */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.md} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr);
      justify-items: start;
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
      border: 0;
      text-align: start;
    }
    td:last-child {
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textSubtle};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
  }
`;

const StyledName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledEmail = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textSubtle};
  overflow-wrap: anywhere;
`;

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

type Confirmable = 'deactivate' | 'reactivate' | 'unlock' | 'revoke' | 'resend' | 'cancel' | 'resetTwoFactor';
type Open = { kind: 'roles' | 'link' | Confirmable; user: AdminUserView } | null;

const isLocked = (user: AdminUserView, now = Date.now()) => user.lockedUntil !== null && new Date(user.lockedUntil).getTime() > now;

/** `/admin/users`: every account, invitations, roles, status, lockouts and the two-step policy. */
export default function UsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const format = useFormat();
  useDocumentTitle(t('page.title'));
  const users = useUsers();
  const canManageSettings = useCan('settings.manage');
  const [inviting, setInviting] = useState(false);
  const [open, setOpen] = useState<Open>(null);

  const actionsFor = (user: AdminUserView): ActionMenuItem[] => {
    const act = (kind: NonNullable<Open>['kind']) => () => setOpen({ kind, user });
    if (user.status === 'invited') {
      return [
        { label: t('actions.resend'), onSelect: act('resend') },
        { label: t('actions.editRoles'), onSelect: act('roles') },
        { label: t('actions.cancelInvitation'), onSelect: act('cancel'), danger: true },
      ];
    }
    const items: ActionMenuItem[] = [
      { label: t('actions.editRoles'), onSelect: act('roles') },
      { label: t('actions.linkMember'), onSelect: act('link') },
    ];
    if (isLocked(user) || user.failedLoginAttempts > 0) items.push({ label: t('actions.unlock'), onSelect: act('unlock') });
    if (user.twoFactorEnabled) items.push({ label: t('actions.resetTwoFactor'), onSelect: act('resetTwoFactor') });
    if (user.status === 'active') {
      items.push({ label: t('actions.revoke'), onSelect: act('revoke') });
      items.push({ label: t('actions.deactivate'), onSelect: act('deactivate'), danger: true });
    } else {
      items.push({ label: t('actions.reactivate'), onSelect: act('reactivate') });
    }
    return items;
  };

  let body;
  if (users.isPending) body = <LoadingState label={t('page.loading')} />;
  else if (users.isError)
    body = (
      <ErrorState title={t('page.loadFailed')} description={errorMessageOf(t, users.error)} onRetry={() => void users.refetch()} retrying={users.isFetching} />
    );
  else if (users.data.length === 0) body = <EmptyState title={t('page.empty')} description={t('page.emptyHint')} />;
  else {
    const columns = {
      person: t('columns.person'),
      roles: t('columns.roles'),
      status: t('columns.status'),
      lastSignIn: t('columns.lastSignIn'),
      failed: t('columns.failed'),
      actions: t('columns.actions'),
    };
    body = (
      <StyledTableCard>
        <StyledTable>
          <VisuallyHidden as="caption">{t('page.tableLabel')}</VisuallyHidden>
          <thead>
            <tr>
              {Object.values(columns).map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <tr key={user.id}>
                <td data-label={columns.person}>
                  <span>
                    <StyledName>{user.displayName}</StyledName>
                    <StyledEmail>{user.email}</StyledEmail>
                  </span>
                </td>
                <td data-label={columns.roles}>{user.roles.map((role) => roleLabel(t, role)).join(', ')}</td>
                <td data-label={columns.status}>
                  <StyledBadges>
                    <Badge $tone={user.status === 'active' ? 'success' : user.status === 'invited' ? 'primary' : 'neutral'}>{t(`status.${user.status}`)}</Badge>
                    {isLocked(user) && <Badge $tone="warning">{t('status.lockedUntil', { time: format.dateTime(user.lockedUntil!) })}</Badge>}
                    {user.twoFactorEnabled && <Badge>{t('status.twoFactor')}</Badge>}
                    {user.status === 'invited' && user.invitationExpiresAt && (
                      <StyledMuted>{t('status.invitationExpires', { date: format.dateTime(user.invitationExpiresAt) })}</StyledMuted>
                    )}
                  </StyledBadges>
                </td>
                <td data-label={columns.lastSignIn}>{user.lastSignInAt ? format.dateTime(user.lastSignInAt) : <StyledMuted>{t('page.never')}</StyledMuted>}</td>
                <td data-label={columns.failed}>{user.failedLoginAttempts}</td>
                <td data-label={columns.actions}>
                  <ActionMenu label={t('actions.label')} accessibleLabel={t('actions.for', { name: user.displayName })} items={actionsFor(user)} />
                </td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableCard>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('page.heading')}</PageHeading>
          <PageSubtitle>{t('page.subtitle')}</PageSubtitle>
        </div>
        <PageActions>
          <Button onClick={() => setInviting(true)}>{t('invite.open')}</Button>
        </PageActions>
      </PageHeader>
      <AdminNav />
      {body}
      {canManageSettings && <SecurityPolicyCard />}
      <InviteUserDialog open={inviting} onClose={() => setInviting(false)} />
      {open?.kind === 'roles' && <EditRolesDialog user={open.user} onClose={() => setOpen(null)} />}
      {open?.kind === 'link' && <LinkMemberDialog user={open.user} onClose={() => setOpen(null)} />}
      {open && open.kind !== 'roles' && open.kind !== 'link' && <UserActionConfirm kind={open.kind} user={open.user} onClose={() => setOpen(null)} />}
    </>
  );
}

/** One confirmation for each change that is not a form: what it does, then do it. */
function UserActionConfirm({ kind, user, onClose }: { kind: Confirmable; user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const toast = useToast();
  const mutations = {
    deactivate: useDeactivateUser(),
    reactivate: useReactivateUser(),
    unlock: useUnlockUser(),
    revoke: useRevokeSessions(),
    resend: useResendInvitation(),
    cancel: useCancelInvitation(),
    resetTwoFactor: useResetTwoFactor(),
  };
  const mutation = mutations[kind];
  const danger = kind === 'deactivate' || kind === 'cancel' || kind === 'revoke' || kind === 'resetTwoFactor';
  const confirm = () =>
    mutation.mutate(user.id, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t(`confirm.${kind}.done`, { name: user.displayName, email: user.email }) });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      title={t(`confirm.${kind}.title`, { name: user.displayName })}
      confirmLabel={t(`confirm.${kind}.confirm`)}
      pendingLabel={t('confirm.working')}
      tone={danger ? 'danger' : 'primary'}
      pending={mutation.isPending}
      error={mutation.isError ? errorMessageOf(t, mutation.error) : null}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t(`confirm.${kind}.text`, { name: user.displayName, email: user.email })}</p>
    </ConfirmDialog>
  );
}
