import { recorded } from '../../../testing/decider-spec.util';
import { projectionSpec } from '../../../testing/projection-spec.util';
import { securityPolicyStream, type SecurityPolicyEvent } from '../domain/security-policy.decider';
import { SECURITY_POLICY_ID, securityPolicyProjection as projection } from './security-policy.projection';

const churchId = '0b7a1c9e-0000-4000-8000-00000000c004';
const required = (requiredRoles: ('admin' | 'pastor' | 'staff')[], revision: number) =>
  recorded<SecurityPolicyEvent>(
    { type: 'TwoFactorRequirementChanged', data: { churchId, requiredRoles, by: 'user-1' } },
    securityPolicyStream(churchId),
    revision,
  );

describe('security policy projection', () => {
  it('given nothing, when roles are required to use two-step verification, then the policy lists them, once however often the event comes', () => {
    projectionSpec(projection)
      .given([])
      .when(required(['admin', 'pastor'], 0))
      .then({ _id: SECURITY_POLICY_ID, twoFactorRequiredRoles: ['admin', 'pastor'] });
  });

  it('given a requirement, when it changes, then the policy holds the latest roles only', () => {
    projectionSpec(projection)
      .given([required(['admin', 'pastor'], 0)])
      .when(required(['staff'], 1))
      .then({ _id: SECURITY_POLICY_ID, twoFactorRequiredRoles: ['staff'] });
  });

  it('given a requirement, when it is lifted for every role, then the policy requires none', () => {
    projectionSpec(projection)
      .given([required(['admin'], 0)])
      .when(required([], 1))
      .then({ _id: SECURITY_POLICY_ID, twoFactorRequiredRoles: [] });
  });

  it('keeps the one policy document', () => {
    expect(projection.documentId(required(['admin'], 0))).toBe(SECURITY_POLICY_ID);
  });
});
