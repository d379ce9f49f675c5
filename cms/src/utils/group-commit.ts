/**
 * Writes that arrive while one is being made wait, and are then made together in one batch: one
 * transaction for many, as databases group their commits (the access log's views), or one round
 * trip for all who asked while the last was on its way (the write notices' check). Each caller's
 * promise settles when its own item is written (or has failed), never with an earlier batch.
 *
 * A batch that fails is made again one item at a time, so one bad item fails only its own caller.
 */
export const groupCommit = <T>(writeBatch: (items: T[]) => Promise<void>, { maxBatch = 100 } = {}) => {
  type Waiting = { item: T; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;

  const write = async (batch: Waiting[]) => {
    try {
      await writeBatch(batch.map((entry) => entry.item));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const entry of batch) await write([entry]);
    }
  };

  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(maxBatch);
      await write(batch);
    }
    writing = false;
  };

  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
};
