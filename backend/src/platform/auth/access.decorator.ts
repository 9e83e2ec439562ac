import { SetMetadata } from '@nestjs/common';
import type { Permission } from '@koinonia/contracts';

export const ACCESS = 'koinonia:access';

/** Who may call a route. Every route declares one; a route without one is refused to everybody. */
export type AccessRule = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'permission'; permission: Permission };

/** Anyone, signed in or not (sign-in itself, health). */
export const Public = () => SetMetadata(ACCESS, { kind: 'public' } satisfies AccessRule);
/** Any signed-in user, whatever their roles (their own account). */
export const SignedIn = () => SetMetadata(ACCESS, { kind: 'signed-in' } satisfies AccessRule);
/** Signed-in users whose roles grant `permission` in the table in contracts. */
export const Requires = (permission: Permission) => SetMetadata(ACCESS, { kind: 'permission', permission } satisfies AccessRule);
