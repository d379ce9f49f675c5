// Runs `task` on every item with at most `limit` running at once; the results keep the items' order.
export const inPool = async <Item, Result>(items: Item[], limit: number, task: (item: Item) => Promise<Result>) => {
  const results = new Array<Result>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
