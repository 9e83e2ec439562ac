import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { ListMembersQueryDto } from '../members/member.dto';
import { SecurityEventsQueryDto } from '../security/security.dto';
import { IsSortOf, PageQueryDto } from './page-query.dto';

const BOOK_SORTS = ['title', '-title'] as const;

class BooksQueryDto extends PageQueryDto<(typeof BOOK_SORTS)[number]> {
  @IsSortOf(BOOK_SORTS)
  override sort?: (typeof BOOK_SORTS)[number];
}

/** As the server's pipe checks a query: unknown fields refused, the first message per field. */
function check<T extends object>(type: new () => T, plain: object): { value: T; messages: Record<string, string> } {
  const value = plainToInstance(type, plain);
  const errors = validateSync(value, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return { value, messages: Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]])) };
}

describe('PageQueryDto', () => {
  it('reads page and page size from the query string as numbers, and starts at page 1 of 20', () => {
    expect(check(PageQueryDto, { page: '3', pageSize: '50' })).toEqual({ value: expect.objectContaining({ page: 3, pageSize: 50 }), messages: {} });
    expect(check(PageQueryDto, {}).value).toMatchObject({ page: 1, pageSize: 20 });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: '100001' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ pageSize: '' }, 'pageSize'],
  ])('refuses %j with the catalogue message', (plain, field) => {
    expect(check(PageQueryDto, plain).messages).toEqual({ [field]: VALIDATION_MESSAGES.choice });
  });

  it('takes the sort orders a list declares, and no other', () => {
    expect(check(BooksQueryDto, { sort: '-title' })).toEqual({ value: expect.objectContaining({ sort: '-title' }), messages: {} });
    expect(check(BooksQueryDto, {}).messages).toEqual({});
    expect(check(BooksQueryDto, { sort: 'author' }).messages).toEqual({ sort: VALIDATION_MESSAGES.choice });
  });

  it('refuses a sort as an unknown field where the list declares none', () => {
    expect(Object.keys(check(PageQueryDto, { sort: 'title' }).messages)).toEqual(['sort']);
  });
});

describe('list queries built on PageQueryDto', () => {
  it('keep their own default page size', () => {
    expect(check(ListMembersQueryDto, {}).value).toMatchObject({ page: 1, pageSize: 20 });
    expect(check(SecurityEventsQueryDto, {}).value).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('give the directory its sorts and the security log none', () => {
    expect(check(ListMembersQueryDto, { sort: '-joined', page: '2', pageSize: '100' }).messages).toEqual({});
    expect(check(ListMembersQueryDto, { sort: 'password' }).messages).toEqual({ sort: VALIDATION_MESSAGES.choice });
    expect(Object.keys(check(SecurityEventsQueryDto, { sort: '-seq' }).messages)).toEqual(['sort']);
    expect(check(SecurityEventsQueryDto, { pageSize: '1000' }).messages).toEqual({ pageSize: VALIDATION_MESSAGES.choice });
  });
});
