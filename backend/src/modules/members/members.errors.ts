import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../platform/errors/domain-error';

export const duplicateEmail = () =>
  new DomainError('DUPLICATE_EMAIL', { fields: [{ field: 'email', message: 'A member with this email address already exists.' }] });

export const unknownMinistry = () => DomainError.validation([{ field: 'ministry', message: VALIDATION_MESSAGES.choice }]);
