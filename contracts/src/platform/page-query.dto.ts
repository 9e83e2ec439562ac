// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';

/** The bounds of every paged list query. */
export const PAGE_QUERY_LIMITS = {
  /** Far beyond any list we keep: a typo in an address, not a page. */
  maxPage: 100_000,
  pageSize: { default: 20, max: 100 },
} as const;

/**
 * A `sort` a list offers: one of its own orders (`name`, `-joined`: a leading `-` means
 * descending). A query class declares it on `sort` with its list.
 */
export function IsSortOf(sorts: readonly string[]): PropertyDecorator {
  return (target, property) => {
    IsOptional()(target, property);
    IsIn([...sorts], { message: VALIDATION_MESSAGES.choice })(target, property);
  };
}

/**
 * The paging and sorting part of a list's query string (`?page=2&pageSize=50&sort=-joined`), for
 * list queries to extend with their filters. Values arrive as strings and are turned into numbers.
 * `S` is the list's own sort orders: a subclass that offers sorting redeclares `sort` with
 * `@IsSortOf(ITS_SORTS)`; one that does not leaves it undeclared, so a `sort` is refused as an
 * unknown field.
 */
export class PageQueryDto<S extends string = never> {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(PAGE_QUERY_LIMITS.maxPage, { message: VALIDATION_MESSAGES.choice })
  page?: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1, { message: VALIDATION_MESSAGES.choice })
  @Max(PAGE_QUERY_LIMITS.pageSize.max, { message: VALIDATION_MESSAGES.choice })
  pageSize?: number = PAGE_QUERY_LIMITS.pageSize.default;

  declare sort?: S;
}
