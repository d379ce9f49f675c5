import { compileCmsForRun } from '../support/compile-cms';
import { startMailbox } from '../support/mailbox';
import { startSwiftStorage } from '../support/swift-server';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

// The cms compiled into a folder of this run's own (support/compile-cms.ts), the
// run's SMTP server, and Swift with the documents' and media's buckets. The cluster's processes are the test's own (support/cluster.ts), on a database
// it makes beside DATABASE_URL's (default PostgreSQL on 127.0.0.1:5432 as postgres).
export default async () => {
  process.env.DATABASE_URL ||= POSTGRES;
  process.env.DATABASE_CLIENT = 'postgres';
  const mailbox = await startMailbox();
  Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mailbox.port), TEST_MAILBOX_DIR: mailbox.dir });
  (globalThis as any).__MAILBOX__ = mailbox;
  // Documents and media in buckets, as production keeps them: every process of the cluster gets these S3_* (support/cluster.ts).
  const { swift, settings } = await startSwiftStorage();
  (globalThis as any).__SWIFT__ = swift;
  process.env.CLUSTER_STORAGE = JSON.stringify(settings);
  await compileCmsForRun(`cluster-${process.pid}`);
};
