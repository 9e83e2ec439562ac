import { hasSlot, intersect, IntList, union } from './posting-list.util';
import { scratch } from './scratch-space.util';
import { seededRandom } from '../../testing/seeded-random.util';

function randomSortedSet(random: () => number, size: number, range: number): number[] {
  const set = new Set<number>();
  while (set.size < size) set.add(Math.floor(random() * range));
  return [...set].sort((a, b) => a - b);
}

describe('IntList', () => {
  it('keeps the same ascending values as a plain array through random adds, removes and range edits', () => {
    const random = seededRandom(7);
    const list = new IntList();
    let model: number[] = [];
    for (let step = 0; step < 5_000; step++) {
      const value = Math.floor(random() * 2_000);
      const choice = random();
      if (choice < 0.45) {
        list.add(value);
        if (!model.includes(value)) model = [...model, value].sort((a, b) => a - b);
      } else if (choice < 0.75) {
        list.remove(value);
        model = model.filter((v) => v !== value);
      } else if (choice < 0.85 && model.length > 0) {
        const from = Math.floor(random() * model.length);
        const to = Math.min(model.length, from + Math.floor(random() * 5));
        list.removeRange(from, to);
        model.splice(from, to - from);
      } else {
        const at = list.lowerBound(value);
        expect(at).toBe(model.filter((v) => v < value).length);
        if (model[at] !== value) {
          list.insertAt(at, [value]);
          model.splice(at, 0, value);
        }
      }
      if (step % 500 === 0) list.trim();
      expect(list.length).toBe(model.length);
      expect(list.last()).toBe(model.length === 0 ? -1 : model[model.length - 1]);
    }
    expect(Array.from(list.view())).toEqual(model);
  });

  it('counts every change in its version, so what is derived from it can tell it is stale', () => {
    const list = IntList.from([1, 3, 5]);
    const before = list.version;
    list.add(3);
    expect(list.version).toBe(before);
    list.add(4);
    list.remove(1);
    expect(list.version).toBeGreaterThan(before);
    expect(Array.from(list.view())).toEqual([3, 4, 5]);
  });
});

describe('slot lists', () => {
  it('intersect, union and hasSlot agree with a naive evaluation on random lists', () => {
    const random = seededRandom(11);
    for (let round = 0; round < 200; round++) {
      const range = 10 + Math.floor(random() * 5_000);
      const a = randomSortedSet(random, Math.floor(random() * Math.min(range, 400)), range);
      // Lists of very different lengths take the galloping path.
      const b = randomSortedSet(random, Math.floor(random() * Math.min(range, random() < 0.5 ? 20 : 3_000)), range);
      const c = randomSortedSet(random, Math.floor(random() * Math.min(range, 200)), range);
      const mark = scratch.open();
      try {
        expect(Array.from(intersect(a, Int32Array.from(b)))).toEqual(a.filter((slot) => b.includes(slot)));
        expect(Array.from(union([a, b, c]))).toEqual([...new Set([...a, ...b, ...c])].sort((x, y) => x - y));
      } finally {
        scratch.close(mark);
      }
      for (let probe = 0; probe < 20; probe++) {
        const slot = Math.floor(random() * range);
        expect(hasSlot(b, slot)).toBe(b.includes(slot));
      }
    }
  });
});
