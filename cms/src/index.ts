import type { Core } from '@strapi/strapi';
import type { ClientConfig } from 'pg';
import { getService } from './utils/get-service';
import { seedReferenceLists } from './seed/seed-reference-lists';
import { seedPortalContent } from './seed/seed-portal-content';
import { seedRubric } from './seed/seed-rubric';
import { ensureStartAccounts } from './seed/ensure-start-accounts';
import { ensureEditorRoles } from './seed/ensure-editor-role';
import { failMalformedMultipart } from './utils/fail-malformed-multipart';
import { announce, listenToOtherInstances, onInstanceEvent, type ContentCache } from './utils/instance-events';
import { closeRedisConnections } from './utils/redis-connection';
import { holdStartLock } from './db/start-lock';
import { installWriteNotices, listenForWriteNotices, stopListeningForWriteNotices } from './db/write-notices';
import { startJobQueue, stopJobQueue } from './jobs/job-queue';
import { isWorker } from './jobs/worker-role';

const PORTAL_CONTENT_MODELS = [
  'api::portal.portal-setting',
  'api::portal.portal-text',
  'api::portal.guide-step',
  'plugin::upload.file',
];
const REFERENCE_MODELS = ['api::reference.reference-option'];

const CONTENT_CACHES = {
  'portal-content': () => getService('portal.portal-content').forget(),
  'reference-lists': () => getService('reference.reference-lists').forget(),
} satisfies Record<ContentCache, () => void>;

// Editors' changes show at once: the cached content is dropped whenever it is written, on every
// cms instance (utils/instance-events.ts).
const forgetOnWrite = (strapi: Core.Strapi, models: string[], cache: ContentCache) => {
  const forget = () => announce({ type: 'content-changed', cache });
  strapi.db.lifecycles.subscribe({
    models,
    afterCreate: forget,
    afterCreateMany: forget,
    afterUpdate: forget,
    afterUpdateMany: forget,
    afterDelete: forget,
    afterDeleteMany: forget,
  });
};

// Let go at the end of bootstrap: another instance starting at the same time waits for it (db/start-lock.ts).
let releaseStartLock: (() => Promise<void>) | null = null;

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    failMalformedMultipart();
    releaseStartLock = await holdStartLock(strapi);
  },

  async destroy() {
    getService('application.resumable-uploads').stop();
    closeRedisConnections();
    await stopListeningForWriteNotices();
    await stopJobQueue();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      // Where documents go answers before anything else starts: a wrong bucket or key stops the start.
      await getService('application.document-storage').check();
      await seedAndStart(strapi);
    } finally {
      await releaseStartLock?.();
      releaseStartLock = null;
    }
  },
};

// What a start does once Strapi has synced the tables and run the migrations (under the start lock).
const seedAndStart = async (strapi: Core.Strapi) => {
  // What is stored beside the facts it is worked out from, for the grid: kept on every write from here,
  // and filled in now where an earlier version left it out (an applicant's ID number key, and whether
  // an application's requested documents are in).
  getService('applicant.id-number-keys').keepOnWrite();
  await getService('applicant.id-number-keys').backfill();
  await getService('application.documents').backfillRequestedDocuments();
  await getService('account.accounts').ensureRoles();
  await seedReferenceLists(strapi);
  await seedPortalContent(strapi);
  await seedRubric(strapi);
  await ensureEditorRoles(strapi);
  await getService('audit.audit-log').chainEarlierRows();
  await ensureStartAccounts(strapi);
  // The job queue's tables and queues are made here, under the start lock (jobs/job-queue.ts).
  await startJobQueue(strapi);
  if (strapi.db.dialect.client === 'postgres') {
    // What other instances and processes commit, heard by the answers kept in memory (db/write-notices.ts).
    await installWriteNotices();
    const { connection } = strapi.config.get('database.connection') as { connection: ClientConfig };
    await listenForWriteNotices(connection, (message) => strapi.log.warn(message));
  }
  // Every request must arrive whole (headers and body) within REQUEST_TIMEOUT_SECONDS (default
  // 300 s: a 12 MB upload at 40 KB/s), its headers within 60 s; after that it gets 408 and the
  // socket is closed. Answers are not timed: a phone on a slow line may take long to read one.
  const server = strapi.server.httpServer;
  server.requestTimeout = Number(process.env.REQUEST_TIMEOUT_SECONDS || 300) * 1000;
  server.headersTimeout = Math.min(60_000, server.requestTimeout);

  getService('account.login-session').endOnAccountChange();
  // Unfinished resumable uploads past their time are removed now and every hour.
  getService('application.resumable-uploads').start();
  onInstanceEvent('content-changed', ({ cache }) => CONTENT_CACHES[cache]());
  listenToOtherInstances();
  forgetOnWrite(strapi, PORTAL_CONTENT_MODELS, 'portal-content');
  forgetOnWrite(strapi, REFERENCE_MODELS, 'reference-lists');
  // Each submitted review's weighted score is stored for the grid's ranking: reviews submitted
  // before it was are weighed now, and a change to a year's rubric weighs its reviews again.
  await getService('selection.scoring').refreshWeightedScores({ isMissingOnly: true });
  getService('selection.scoring').rescoreOnRubricChange();
  if (isWorker()) await getService('messaging.mail-delivery').startWorking();
};
