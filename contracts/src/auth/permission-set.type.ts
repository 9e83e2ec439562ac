import type { UserRole } from './user-roles.constant';

/**
 * A context's permissions: each with the roles that hold it. Declared in the context's own
 * contracts folder (`<context>/<context>.permissions.ts`) and composed into the one table in
 * `permissions.constant.ts`, so a new context brings its permissions with it.
 */
export type PermissionSet<P extends string = string> = Readonly<Record<P, readonly UserRole[]>>;

/** Keeps a set's permission names as literal types (for the `Permission` union). */
export function definePermissions<const P extends string>(set: PermissionSet<P>): PermissionSet<P> {
  return set;
}
