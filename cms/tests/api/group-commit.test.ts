import { groupCommit } from '../../src/utils/group-commit';

// The access log's views are written by group commit (api/audit/services/audit-log.ts): what the
// callers of groupCommit can count on.

const settle = (promises: Promise<void>[]) => Promise.allSettled(promises).then((outcomes) => outcomes.map((outcome) => outcome.status));

describe('groupCommit', () => {
  it('writes the first item at once and those arriving meanwhile together, in the order they came', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const write = groupCommit<number>(async (items) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });

    const first = write(1);
    const later = [2, 3, 4].map((item) => write(item));
    expect(batches).toEqual([[1]]);
    release();

    expect(await settle([first, ...later])).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('answers no caller before its own item is written', async () => {
    const written: number[] = [];
    const write = groupCommit<number>(async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      written.push(...items);
    });

    await Promise.all([1, 2, 3].map(async (item) => {
      await write(item);
      expect(written).toContain(item);
    }));
  });

  it('fails only the caller whose item cannot be written, and writes the rest of its batch', async () => {
    const written: number[] = [];
    let release: () => void = () => {};
    const write = groupCommit<number>(async (items) => {
      if (items.includes(0) && items.length === 1 && written.length === 0) await new Promise<void>((resolve) => (release = resolve));
      if (items.includes(13)) throw new Error('13 cannot be written');
      written.push(...items);
    });

    const first = write(0);
    const batch = [11, 12, 13, 14].map((item) => write(item));
    release();

    expect(await settle([first, ...batch])).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    await expect(batch[2]).rejects.toThrow('13 cannot be written');
    expect(written).toEqual([0, 11, 12, 14]);
  });

  it('writes at most maxBatch items at a time', async () => {
    const sizes: number[] = [];
    let release: () => void = () => {};
    const write = groupCommit<number>(
      async (items) => {
        sizes.push(items.length);
        if (sizes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      { maxBatch: 3 },
    );

    const all = [write(0), ...Array.from({ length: 7 }, (_, index) => write(index + 1))];
    release();
    await Promise.all(all);

    expect(sizes).toEqual([1, 3, 3, 1]);
  });
});
