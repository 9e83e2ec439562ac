// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { SEARCH_LIMITS } from './search.constant';
import { RequiredText } from '../platform/text.decorators';

/** `GET /api/search?q=`: one query across every area the user may read. */
export class SearchQueryDto {
  // Checked bottom-up: emptiness speaks first.
  @RequiredText(SEARCH_LIMITS.query)
  q!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(SEARCH_LIMITS.maxResults, { message: VALIDATION_MESSAGES.choice })
  limit?: number;
}
