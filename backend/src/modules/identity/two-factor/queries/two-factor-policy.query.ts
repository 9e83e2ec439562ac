import { Inject, Injectable } from '@nestjs/common';
import type { UserRole } from '@koinonia/contracts';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';
import { DEFAULT_TWO_FACTOR_REQUIRED_ROLES } from '../../domain/security-policy.decider';
import { SECURITY_POLICY_ID, type SecurityPolicyDocument } from '../../projections/security-policy.projection';

/** The roles whose holders must use two-step verification (an administrator's setting; administrators until one is made). */
@Injectable()
export class TwoFactorPolicyQuery {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async requiredRoles(): Promise<UserRole[]> {
    const policy = await this.readStore.collection<SecurityPolicyDocument>('securityPolicy').findOne({ _id: SECURITY_POLICY_ID });
    return policy?.twoFactorRequiredRoles ?? [...DEFAULT_TWO_FACTOR_REQUIRED_ROLES];
  }
}
