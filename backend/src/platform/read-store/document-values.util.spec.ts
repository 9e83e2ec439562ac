import { cloneJson, copyJson } from './document-values.util';

describe('copyJson', () => {
  const stored = cloneJson({
    _id: 'm1',
    fullName: 'Zoë Ångström',
    revision: 3,
    active: true,
    note: null,
    tags: ['a', ['b', { c: 1 }]],
    address: { lines: ['1 Main St'], geo: { lat: 39.8, lng: -89.6 } },
    empty: {},
    none: [],
  });

  it('gives what cloneJson gives for a stored (JSON) document', () => {
    expect(copyJson(stored)).toStrictEqual(cloneJson(stored));
    expect(JSON.stringify(copyJson(stored))).toBe(JSON.stringify(stored));
  });

  it('shares nothing with the original', () => {
    const copy = copyJson(stored);
    copy.address.geo.lat = 0;
    (copy.tags[1] as unknown[]).push('x');
    copy.address.lines.push('2');
    expect(stored.address.geo.lat).toBe(39.8);
    expect(stored.tags[1]).toEqual(['b', { c: 1 }]);
    expect(stored.address.lines).toEqual(['1 Main St']);
  });

  it('keeps a "__proto__" field a field, as JSON.parse does', () => {
    const parsed = JSON.parse('{"_id":"p","__proto__":{"polluted":true}}') as Record<string, unknown>;
    const copy = copyJson(parsed);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(copy)).toEqual(['_id', '__proto__']);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(parsed));
  });
});
