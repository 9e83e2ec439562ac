import { ScratchSpace } from './scratch-space.util';

describe('ScratchSpace', () => {
  it('hands out disjoint arrays within a read and the same room again after it', () => {
    const space = new ScratchSpace(64);
    const mark = space.open();
    const a = space.take(10).fill(1);
    const b = space.take(20).fill(2);
    expect(Array.from(a)).toEqual(new Array(10).fill(1));
    expect(Array.from(b)).toEqual(new Array(20).fill(2));
    space.close(mark);

    const again = space.run(() => space.take(10));
    // The same memory as `a`: a read must not keep what it took.
    again.fill(3);
    expect(a[0]).toBe(3);
  });

  it('nests: an inner read gives back only what it took', () => {
    const space = new ScratchSpace(64);
    space.run(() => {
      const outer = space.take(8).fill(7);
      space.run(() => space.take(8).fill(9));
      const next = space.take(8).fill(5);
      expect(Array.from(outer)).toEqual(new Array(8).fill(7));
      expect(Array.from(next)).toEqual(new Array(8).fill(5));
    });
  });

  it('allocates what does not fit, and grows to hold it from the next read on', () => {
    const space = new ScratchSpace(16);
    space.run(() => {
      const small = space.take(10).fill(1);
      const large = space.take(100).fill(2);
      expect(large.length).toBe(100);
      expect(Array.from(small)).toEqual(new Array(10).fill(1));
    });
    expect(space.capacity).toBeGreaterThanOrEqual(110);
    const capacity = space.capacity;
    space.run(() => {
      space.take(10);
      space.take(100);
    });
    expect(space.capacity).toBe(capacity);
  });

  it('gives fresh arrays outside a read', () => {
    const space = new ScratchSpace(16);
    const a = space.take(4).fill(1);
    const b = space.take(4).fill(2);
    expect(Array.from(a)).toEqual([1, 1, 1, 1]);
    expect(Array.from(b)).toEqual([2, 2, 2, 2]);
  });
});
