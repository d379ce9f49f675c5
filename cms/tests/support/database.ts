import knex, { type Knex } from 'knex';

let connection: Knex | null = null;

// The run's database, read directly to check what a call stored (never to set up what a test
// could do through the API).
export const db = (): Knex => {
  if (connection) return connection;
  connection = process.env.DATABASE_CLIENT === 'postgres'
    ? knex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 2 } })
    : knex({ client: 'better-sqlite3', connection: { filename: process.env.DATABASE_FILENAME! }, useNullAsDefault: true });
  return connection;
};

afterAll(async () => {
  await connection?.destroy();
  connection = null;
});
