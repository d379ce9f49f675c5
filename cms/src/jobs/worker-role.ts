/**
 * Whether this cms process takes jobs: WORKERS, true by default (`npm start` runs everything in one
 * process). Web instances behind the load balancer set it to false and a worker (`npm run worker`)
 * takes their jobs.
 */
export const isWorker = () => (process.env.WORKERS ?? 'true').trim().toLowerCase() !== 'false';
