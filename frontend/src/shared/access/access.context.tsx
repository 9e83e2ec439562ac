import { can, type Permission, type UserRole } from '@koinonia/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../ui';

const AccessContext = createContext<readonly UserRole[]>([]);

/** The signed-in user's roles, for hiding what the server would refuse anyway. */
export function AccessProvider({ roles, children }: { roles: readonly UserRole[]; children: ReactNode }) {
  return <AccessContext.Provider value={roles}>{children}</AccessContext.Provider>;
}

/** Whether the user's roles grant `permission` in the table in contracts (the server enforces the same table). */
export function useCan(permission: Permission): boolean {
  return can(useContext(AccessContext), permission);
}

/** A filter for lists of things that each need a permission (menus, cards). */
export function useMayOpenFilter(): (permission: Permission | null) => boolean {
  const roles = useContext(AccessContext);
  return (permission) => permission === null || can(roles, permission);
}

/** A page the user's roles do not open: say so plainly instead of showing a failing screen. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation('common');
  const allowed = useCan(permission);
  if (allowed) return <>{children}</>;
  return <EmptyState role="alert" title={t('access.deniedTitle')} description={t('access.deniedBody')} action={<Link to="/">{t('notFound.home')}</Link>} />;
}
