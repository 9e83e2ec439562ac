import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../platform/errors/domain-error';

export const unknownMinistry = () => DomainError.validation([{ field: 'ministry', message: VALIDATION_MESSAGES.choice }]);
