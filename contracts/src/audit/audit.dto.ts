// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { IsDefined, IsISO8601, Matches } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { PageQueryDto } from '../platform/page-query.dto';

/** A date-time with its zone (`2026-03-08T12:00:00Z`, `2026-03-08T12:00:00.000+02:00`): an instant, never a bare date. */
export const AS_OF_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** `GET /api/audit/giving?asOf=` and `GET /api/audit/attendance?asOf=`: the books as they stood at that instant; the gifts paged. */
export class AuditAsOfQueryDto extends PageQueryDto {
  @IsISO8601({ strict: true }, { message: VALIDATION_MESSAGES.date })
  @Matches(AS_OF_PATTERN, { message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  asOf!: string;
}
