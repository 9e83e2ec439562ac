import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { formatWall, wallFromInput } from '../schedule/zoned-time.util';

/** A registration deadline as a wall time in the zone (null for none, undefined when not given). */
export function deadlineOf(text: string | null | undefined, timeZone: string): string | null | undefined {
  if (text === undefined || text === null) return text;
  const wall = wallFromInput(text, timeZone);
  if (wall === null) throw DomainError.validation([{ field: 'registrationDeadline', message: VALIDATION_MESSAGES.date }]);
  return formatWall(wall);
}
