// Fills the started cms's database with the API suite's seeded, realistic fake applicants
// (cms/tests/support/fake-applications.ts, loaded through tsx), straight into the tables.
import { tsImport } from 'tsx/esm/api';
import { cmsRequire } from '../../scripts/lib/portal-storage.mjs';

const { generateApplicationsInto } = await tsImport('../../cms/tests/support/fake-applications.ts', import.meta.url);

export const connectTo = (database) =>
  cmsRequire('knex')(
    database.client === 'sqlite'
      ? { client: 'better-sqlite3', connection: { filename: database.filename }, useNullAsDefault: true }
      : { client: 'pg', connection: database.url, pool: { min: 0, max: 4 } },
  );

/** `count` applications over `years` (seeded: the same seed gives the same people); answers their ids. */
export const seedApplications = async (cms, count, options = {}) => {
  const lists = await (await fetch(`${cms.url}/api/reference-lists`)).json();
  const knex = connectTo(cms.database);
  try {
    const started = Date.now();
    const generated = await generateApplicationsInto(knex, lists, count, options);
    console.log(`Seeded ${count} applications (${generated.applicantIds.length} applicants) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // As after any bulk load (a restore does the same): PostgreSQL's statistics and visibility map
    // brought up to date, so its plans fit the data and the counts read their index alone. Left to
    // autovacuum, that happens minutes later.
    if (cms.database.client === 'postgres') await knex.raw('vacuum analyze');
    // Seeding held this process's event loop: let it see the keep-alive sockets the cms closed
    // meanwhile, so that the next call does not try one of them ("other side closed").
    await new Promise((resolve) => setTimeout(resolve, 500));
    return generated;
  } finally {
    await knex.destroy();
  }
};

/** Runs `task(knex)` on the started cms's database. */
export const withDatabase = async (cms, task) => {
  const knex = connectTo(cms.database);
  try {
    return await task(knex);
  } finally {
    await knex.destroy();
  }
};
