import knex, { type Knex } from 'knex';
import databaseConfig from '../../config/database';
import { wideRows } from '../../src/db/connection';

// src/db/connection.ts's wideRows reads a query's rows as arrays and makes each row in one object
// literal (the grid's and the legacy list's 94 columns). What it answers must be what knex answers
// for the same query, on SQLite and PostgreSQL, in a transaction too; and on SQLite, where the cms
// keeps each prepared statement and shares it (config/database.ts), knex must still get objects from
// that statement afterwards.

// The cms's own connection settings on the run's database, as Strapi makes its knex from them.
const env = Object.assign((key: string, fallback?: unknown) => process.env[key] ?? fallback, {
  int: (key: string, fallback: number) => (process.env[key] === undefined ? fallback : Number(process.env[key])),
  bool: (key: string, fallback: boolean) => (process.env[key] === undefined ? fallback : process.env[key] === 'true'),
});
const { connection: settings } = databaseConfig({ env } as any) as any;
const cms: Knex = knex({ ...settings, client: settings.client === 'sqlite' ? 'better-sqlite3' : 'pg' });

// What src/db reaches through strapi.db: the cms's knex, and the transaction when one is open.
let openTransaction: Knex.Transaction | null = null;
(globalThis as any).strapi = {
  db: {
    connection: cms,
    inTransaction: () => openTransaction !== null,
    transaction: async (work: (context: { trx: Knex.Transaction }) => unknown) => work({ trx: openTransaction! }),
  },
};

afterAll(() => cms.destroy());

// Roles with an alias, a computed column and a date and a boolean as values to bind.
const roles = (connection: Knex) =>
  connection('up_roles as r')
    .where('r.created_at', '<', new Date(Date.now() + 86_400_000))
    .whereRaw('(r.id > 0) = ?', [true])
    .select('r.id', 'r.name', 'r.type as role_type', 'r.description', 'r.created_at', cms.raw('r.id * 2 as doubled'))
    .orderBy('r.id');

describe('[CMS][WIDE ROWS]: rows read as arrays, made as objects', () => {
  it('answers the rows knex answers: the same keys in the same order, the same values', async () => {
    const expected = await roles(cms);
    const rows = await wideRows(roles(cms));
    expect(expected.length).toBeGreaterThan(1);
    expect(rows).toEqual(expected);
    rows.forEach((row, index) => expect(Object.keys(row)).toEqual(Object.keys(expected[index])));
  });

  it('leaves the statement it shares with knex answering objects', async () => {
    await wideRows(roles(cms));
    const [row] = await roles(cms);
    expect(Array.isArray(row)).toBe(false);
    expect(row).toEqual(expect.objectContaining({ name: expect.any(String), role_type: expect.any(String) }));
  });

  it("reads inside a transaction through the transaction's own connection (what it has written, not yet committed)", async () => {
    const name = `Wide rows ${Date.now()}`;
    await cms
      .transaction(async (trx) => {
        await trx('up_roles').insert({ name, type: `wide-rows-${Date.now()}`, description: 'rolled back', created_at: new Date(), updated_at: new Date() });
        openTransaction = trx;
        try {
          const rows = await wideRows(roles(trx));
          expect(rows.map((row) => row.name)).toContain(name);
          expect(rows).toEqual(await roles(trx));
        } finally {
          openTransaction = null;
        }
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    expect(await cms('up_roles').where({ name })).toEqual([]);
  });
});
