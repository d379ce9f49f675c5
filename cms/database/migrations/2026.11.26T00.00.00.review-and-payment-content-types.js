// Payments, comments, decisions and results moved beside the services that own them: their content
// types' uids changed from api::application.<name> to api::payment.payment and api::review.<name>.
// Their tables did not change (same collectionName, so the same tables and link tables): no data
// moves. What this renames is every place Strapi keeps a content type's uid, so a database made
// before keeps what it holds under the old uids:
// - the content manager's configuration of each type (strapi_core_store_settings: the key ends in
//   the uid, and the value holds it as "uid")
// - the admin roles' permissions on each type (admin_permissions.subject)
// - rows naming the type of an entry: the media library's links (files_related_mph.related_type),
//   history versions, release actions and AI localization jobs (content_type)
// - review workflows' lists of content types (strapi_workflows.content_types, JSON)
// Left alone, on purpose: users-permissions and API-token actions name controllers
// (api::payment.payments.find), which did not move, never a content type; the stored content-types
// schema (strapi_content_types_schema) Strapi writes anew on every start; the access log
// (audit_logs) names what it records by kind ('payment'), never by uid, and is hash-chained.
//
// Strapi runs this once on start, before it syncs the tables, in a transaction, and records it in
// strapi_migrations. It is idempotent all the same: only what still holds an old uid is renamed, a
// table a fresh database does not have yet is skipped, and so running it again changes nothing. Plain
// knex (JSON edited in JavaScript), so the same on SQLite and PostgreSQL.

const MOVED = {
  'api::application.payment': 'api::payment.payment',
  'api::application.comment': 'api::review.comment',
  'api::application.decision': 'api::review.decision',
  'api::application.result': 'api::review.result',
};

const CONFIGURATION_KEY = 'plugin_content_manager_configuration_content_types::';
const CORE_STORE = 'strapi_core_store_settings';
const UID_COLUMNS = [
  ['admin_permissions', 'subject'],
  ['files_related_mph', 'related_type'],
  ['strapi_history_versions', 'content_type'],
  ['strapi_release_actions', 'content_type'],
  ['strapi_ai_localization_jobs', 'content_type'],
];
const UID_LIST_COLUMNS = [['strapi_workflows', 'content_types']];

/** Every old uid written as a JSON string ("api::application.result", quotes included) renamed. */
const renameQuotedUids = (text) =>
  Object.entries(MOVED).reduce((renamed, [from, to]) => renamed.split(JSON.stringify(from)).join(JSON.stringify(to)), text);

const asText = (value) => (value === null || value === undefined || typeof value === 'string' ? value : JSON.stringify(value));

module.exports = {
  async up(knex, db) {
    const schemaName = db.getSchemaName();
    const table = (name) => (schemaName ? knex(name).withSchema(schemaName) : knex(name));
    const exists = (name) => db.getSchemaConnection(knex).hasTable(name);

    if (await exists(CORE_STORE)) {
      for (const [from, to] of Object.entries(MOVED)) {
        const [old] = await table(CORE_STORE).where({ key: CONFIGURATION_KEY + from }).select('id', 'value');
        if (!old) continue;
        const [current] = await table(CORE_STORE).where({ key: CONFIGURATION_KEY + to }).select('id');
        // Both only if the new uid's configuration was made since: that one is in use, the old one is stale.
        if (current) await table(CORE_STORE).where({ id: old.id }).del();
        else await table(CORE_STORE).where({ id: old.id }).update({ key: CONFIGURATION_KEY + to, value: renameQuotedUids(asText(old.value)) });
      }
    }

    for (const [name, column] of UID_COLUMNS) {
      if (!(await exists(name))) continue;
      for (const [from, to] of Object.entries(MOVED)) {
        await table(name).where(column, from).update({ [column]: to });
      }
    }

    for (const [name, column] of UID_LIST_COLUMNS) {
      if (!(await exists(name))) continue;
      for (const row of await table(name).select('id', column)) {
        const text = asText(row[column]);
        if (!text) continue;
        const renamed = renameQuotedUids(text);
        if (renamed !== text) await table(name).where({ id: row.id }).update({ [column]: renamed });
      }
    }
  },

  async down() {
    throw new Error('The content types do not move back: restore the backup taken before the upgrade.');
  },
};
