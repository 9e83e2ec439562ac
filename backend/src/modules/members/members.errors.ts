import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../platform/errors/domain-error';

export const unknownMinistry = () => DomainError.validation([{ field: 'ministry', message: VALIDATION_MESSAGES.choice }]);

/** A phone the library cannot read as a valid number in the church's country (or with its own country code). */
export const invalidPhone = () => DomainError.validation([{ field: 'phone', message: VALIDATION_MESSAGES.phone }]);
