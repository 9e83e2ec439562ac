import type { AdminUserView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { routeById, useRouteLabel } from '../../../shared/routing';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { ReauthenticationForm, reauthenticationAsked } from '../../../shared/reauthentication';
import {
  ActionMenu,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  Email,
  ListPage,
  useToast,
  type ActionMenuItem,
  type DataTableColumn,
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

const StyledName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledEmail = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textSubtle};
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
  // The page's one name, as menus, breadcrumbs and the palette call it.
  const title = useRouteLabel().title(routeById('admin-users'));
  useDocumentTitle(title);
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

  const columns: Array<DataTableColumn<AdminUserView>> = [
    {
      id: 'person',
      header: t('columns.person'),
      cell: (user) => (
        <span>
          <StyledName>{user.displayName}</StyledName>
          <StyledEmail>
            <Email address={user.email} />
          </StyledEmail>
        </span>
      ),
    },
    { id: 'roles', header: t('columns.roles'), cell: (user) => user.roles.map((role) => roleLabel(t, role)).join(', ') },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (user) => (
        <StyledBadges>
          <Badge $tone={user.status === 'active' ? 'success' : user.status === 'invited' ? 'primary' : 'neutral'}>{t(`status.${user.status}`)}</Badge>
          {isLocked(user) && <Badge $tone="warning">{t('status.lockedUntil', { time: format.dateTime(user.lockedUntil!) })}</Badge>}
          {user.twoFactorEnabled && <Badge>{t('status.twoFactor')}</Badge>}
          {user.status === 'invited' && user.invitationExpiresAt && (
            <StyledMuted>{t('status.invitationExpires', { date: format.dateTime(user.invitationExpiresAt) })}</StyledMuted>
          )}
        </StyledBadges>
      ),
    },
    {
      id: 'lastSignIn',
      header: t('columns.lastSignIn'),
      cell: (user) => (user.lastSignInAt ? format.dateTime(user.lastSignInAt) : <StyledMuted>{t('page.never')}</StyledMuted>),
    },
    { id: 'failed', header: t('columns.failed'), cell: (user) => user.failedLoginAttempts },
  ];

  return (
    <>
      <ListPage
        title={title}
        subtitle={t('page.subtitle')}
        actions={<Button onClick={() => setInviting(true)}>{t('invite.open')}</Button>}
        nav={<AdminNav />}
        query={users}
        words={{ loading: t('page.loading'), failed: t('page.loadFailed'), empty: t('page.empty'), emptyHint: t('page.emptyHint') }}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <DataTable
            caption={t('page.tableLabel')}
            captionHidden
            columns={columns}
            rows={list}
            rowKey={(user) => user.id}
            actions={{
              header: t('columns.actions'),
              cell: (user) => <ActionMenu label={t('actions.label')} accessibleLabel={t('actions.for', { name: user.displayName })} items={actionsFor(user)} />,
            }}
          />
        )}
      </ListPage>
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
  // Turning off someone's two-step verification is what taking over their account needs: the server asks
  // for the password (and a code, when this administrator uses one) again first, then it is tried again.
  const proof = kind === 'resetTwoFactor' ? reauthenticationAsked(mutation.error) : null;
  if (proof)
    return (
      <Dialog open title={t(`confirm.${kind}.title`, { name: user.displayName })} onClose={onClose} width="30rem">
        <ReauthenticationForm
          explanation={t(proof.includes('code') ? 'confirm.resetTwoFactor.reauthWithCode' : 'confirm.resetTwoFactor.reauth', { name: user.displayName })}
          proof={proof}
          onConfirmed={confirm}
          onCancel={onClose}
        />
      </Dialog>
    );
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
