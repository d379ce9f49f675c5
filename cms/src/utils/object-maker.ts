/** Makes an object of `keys` from values in the same order. */
export type ObjectMaker = (values: unknown[]) => Record<string, unknown>;

const makers = new Map<string, ObjectMaker>();

/**
 * A function that makes objects of these keys, in this order, from their values, as one object
 * literal compiled once per list of keys. Rows of many keys (the grid's 94 columns) made key by key
 * become slow dictionaries to V8, slow to make, read and serialise; made this way they share one
 * fast layout (cms/src/db/connection.ts's wideRows, the grid rows' shapeRow). The keys are the
 * code's or a query's own column names, quoted by JSON.stringify.
 */
export const objectMaker = (keys: readonly string[]): ObjectMaker => {
  const id = keys.join('\u0000');
  let make = makers.get(id);
  if (!make) {
    make = new Function('values', `return { ${keys.map((key, index) => `${JSON.stringify(key)}: values[${index}]`).join(', ')} };`) as ObjectMaker;
    makers.set(id, make);
  }
  return make;
};
