// Reads rows page by page after the last key seen (keyset pagination: no OFFSET, so every page
// costs the same), holding one page in memory whatever the total.
export async function* pages<Row, Key>(
  fetch: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = 200,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]);
  }
}
