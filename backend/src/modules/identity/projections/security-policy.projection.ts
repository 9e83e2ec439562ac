import type { UserRole } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import type { SecurityPolicyEvent } from '../domain/security-policy.decider';

export const SECURITY_POLICY_ID = 'current';

export interface SecurityPolicyDocument {
  _id: string;
  [key: string]: unknown;
  twoFactorRequiredRoles: UserRole[];
}

/** The church's account-security settings, read by the session guard on each request. */
export const securityPolicyProjection: Projection<SecurityPolicyDocument> = {
  name: 'security-policy',
  collection: 'securityPolicy',
  version: 1,
  canHandle: (event) => event.type === 'TwoFactorRequirementChanged',
  documentId: () => SECURITY_POLICY_ID,
  project(_document, recorded) {
    const event = { type: recorded.type, data: recorded.data } as SecurityPolicyEvent;
    return { _id: SECURITY_POLICY_ID, twoFactorRequiredRoles: event.data.requiredRoles };
  },
};
