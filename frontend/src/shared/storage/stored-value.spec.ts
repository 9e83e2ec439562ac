import { parsers, readOwned, readStored, writeOwned, writeStored } from './stored-value';

describe('stored values', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what was written', () => {
    writeStored('k', ['/a', '/b']);
    expect(readStored('k', parsers.strings(5), ['/'])).toEqual(['/a', '/b']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong type', '"a string"'],
    ['null', 'null'],
  ])('falls back to the default for %s', (_, raw) => {
    localStorage.setItem('k', raw);
    expect(readStored('k', parsers.strings(5), ['/'])).toEqual(['/']);
    expect(readStored('k', parsers.boolean, false)).toBe(false);
  });

  it('drops bad items and duplicates, and keeps at most the limit', () => {
    localStorage.setItem('k', JSON.stringify(['/a', 3, '/a', null, '/b', '/c']));
    expect(readStored('k', parsers.strings(2), [])).toEqual(['/a', '/b']);
  });

  it("does not give one user's list to another", () => {
    writeOwned('history', 'u1', ['/members/1']);
    expect(readOwned('history', 'u1', parsers.strings(5), [])).toEqual(['/members/1']);
    expect(readOwned('history', 'u2', parsers.strings(5), [])).toEqual([]);
  });

  it('keeps working when storage throws', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    expect(() => writeStored('k', true)).not.toThrow();
    expect(readStored('k', parsers.boolean, true)).toBe(true);
    spy.mockRestore();
    jest.restoreAllMocks();
  });
});
