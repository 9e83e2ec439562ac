// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { STATEMENT_DELIVERIES, STATEMENT_YEARS, type StatementDelivery } from './statements.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** `POST /api/statements`: a donor's year-end statement. */
export class IssueStatementDto {
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  donorMemberId!: string;

  @Max(STATEMENT_YEARS.last, { message: VALIDATION_MESSAGES.choice })
  @Min(STATEMENT_YEARS.first, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  year!: number;
}

/** `GET /api/statements`: statements issued, by donor and year; newest first. */
export class StatementsQueryDto {
  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  donorMemberId?: string;

  @IsOptional()
  @Max(STATEMENT_YEARS.last, { message: VALIDATION_MESSAGES.choice })
  @Min(STATEMENT_YEARS.first, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Type(() => Number)
  year?: number;
}

/** `POST /api/statement-runs`: every donor's statement for a year, emailed to them or kept for one zip. */
export class StartStatementRunDto {
  @Max(STATEMENT_YEARS.last, { message: VALIDATION_MESSAGES.choice })
  @Min(STATEMENT_YEARS.first, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  year!: number;

  @IsIn([...STATEMENT_DELIVERIES], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  delivery!: StatementDelivery;
}
