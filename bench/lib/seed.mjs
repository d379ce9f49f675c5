// Fills the started cms's database with the API suite's seeded, realistic fake applicants
// (cms/tests/support/fake-applications.ts, loaded through tsx), straight into the tables.
import { tsImport } from 'tsx/esm/api';
import { cmsRequire } from '../../scripts/lib/portal-storage.mjs';

const { generateApplicationsInto } = await tsImport('../../cms/tests/support/fake-applications.ts', import.meta.url);

const SEED_SET_SIZE = 50_000;

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
    // In sets of SEED_SET_SIZE, each in a transaction of its own and with a seed of its own (the
    // first set is what a seed of that size always gave): PostgreSQL took over 25 minutes for
    // 200,000 in one transaction, against about 1 minute a set of 50,000.
    const parts = [];
    for (let done = 0, set = 0; done < count; done += SEED_SET_SIZE, set += 1) {
      const size = Math.min(SEED_SET_SIZE, count - done);
      parts.push(await generateApplicationsInto(knex, lists, size, { ...options, seed: (options.seed ?? 2025) + set }));
    }
    const generated = {
      applicantIds: parts.flatMap((part) => part.applicantIds),
      applicationIds: parts.flatMap((part) => part.applicationIds),
      remove: async () => {
        for (const part of parts) await part.remove();
      },
    };
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
