// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { SEARCH_LIMITS } from './search.constant';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** `GET /api/search?q=`: one query across every area the user may read. */
export class SearchQueryDto {
  // Checked bottom-up: emptiness speaks first.
  @Transform(trim)
  @MaxLength(SEARCH_LIMITS.query, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  q!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(SEARCH_LIMITS.maxResults, { message: VALIDATION_MESSAGES.choice })
  limit?: number;
}
