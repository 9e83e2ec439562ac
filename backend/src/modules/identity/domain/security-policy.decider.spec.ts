import { deciderSpec } from '../../../testing/decider-spec.util';
import { securityPolicyDecider, type SecurityPolicyEvent } from './security-policy.decider';

const spec = deciderSpec(securityPolicyDecider);
const churchId = 'c-1';

describe('security policy decider', () => {
  it('records the roles that must use two-step verification, in a stable order', () => {
    spec
      .given([])
      .when({ type: 'SetTwoFactorRequirement', churchId, roles: ['pastor', 'admin'] }, { actorId: 'admin-1' })
      .then([{ type: 'TwoFactorRequirementChanged', data: { churchId, requiredRoles: ['admin', 'pastor'], by: 'admin-1' } }]);
  });

  it('records nothing when the set is unchanged, and records clearing it', () => {
    const set: SecurityPolicyEvent = { type: 'TwoFactorRequirementChanged', data: { churchId, requiredRoles: ['admin', 'pastor'], by: null } };
    spec
      .given([set])
      .when({ type: 'SetTwoFactorRequirement', churchId, roles: ['pastor', 'admin'] })
      .thenNothing();
    spec
      .given([set])
      .when({ type: 'SetTwoFactorRequirement', churchId, roles: [] }, { actorId: 'admin-1' })
      .then([{ type: 'TwoFactorRequirementChanged', data: { churchId, requiredRoles: [], by: 'admin-1' } }]);
  });

  it('starts from administrators having to use it: relaxing that is a change, keeping it is none', () => {
    spec
      .given([])
      .when({ type: 'SetTwoFactorRequirement', churchId, roles: ['admin'] })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'SetTwoFactorRequirement', churchId, roles: [] }, { actorId: null })
      .then([{ type: 'TwoFactorRequirementChanged', data: { churchId, requiredRoles: [], by: null } }]);
  });
});
