import { ApiError } from '../shared/api';
import { shouldToast } from './providers';

const query = (hadData: boolean, meta?: Record<string, unknown>) => ({ kind: 'query' as const, hadData, meta });
const mutation = (meta?: Record<string, unknown>) => ({ kind: 'mutation' as const, hadData: false, meta });
const serverError = new ApiError({ code: 'SERVER_ERROR', status: 500 });

describe('which failures get the destructive toast', () => {
  it('a failed mutation does, unless its screen shows the failure itself', () => {
    expect(shouldToast(serverError, mutation())).toBe(true);
    expect(shouldToast(serverError, mutation({ errorToast: false }))).toBe(false);
  });

  it("a query's first load does not (its screen shows an error state), a failed refetch behind data does", () => {
    expect(shouldToast(serverError, query(false))).toBe(false);
    expect(shouldToast(serverError, query(true))).toBe(true);
  });

  it('a lost session always does: the app is about to ask for sign-in', () => {
    expect(shouldToast(new ApiError({ code: 'AUTH_REQUIRED', status: 401 }), query(false))).toBe(true);
  });
});
