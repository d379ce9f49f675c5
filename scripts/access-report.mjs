// npm run access-report -- --from <yyyy-mm-dd> [--to <yyyy-mm-dd>] [--actor <staff e-mail>]
// Whose personal information staff reached in a period, from the access log: every applicant
// whose record was viewed, downloaded, exported or changed, with how to reach them and what was
// done, as CSV on standard output. What a breach notification (POPIA s22) is written from: "this
// staff account was misused between these dates; whom must we tell, and about what?"
import { parseArgs } from 'node:util';
import { connectDatabase, portalStorage } from './lib/portal-storage.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, actor: { type: 'string' } } });
const dayOf = (text, name) => {
  if (text === undefined) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime())) {
    console.error(`Give --${name} as a date, yyyy-mm-dd.`);
    process.exit(1);
  }
  return date;
};
const from = dayOf(values.from, 'from');
if (!from) {
  console.error('Say from when: npm run access-report -- --from <yyyy-mm-dd> [--to <yyyy-mm-dd>] [--actor <staff e-mail>]');
  process.exit(1);
}
const to = new Date((dayOf(values.to, 'to') ?? new Date()).getTime() + 24 * 3600 * 1000);

const storage = portalStorage();
const knex = connectDatabase(storage);

const parsed = (value) => (typeof value === 'string' ? JSON.parse(value) : value ?? {});
// SQLite keeps datetimes as milliseconds, PostgreSQL as dates.
const timeOf = (value) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
const csv = (cells) => cells.map((cell) => `"${String(cell ?? '').replaceAll('"', '""')}"`).join(',');

// Which applications one access reached.
const RELATED = { payment: ['application_payments_application_lnk', 'payment_id'], result: ['application_results_application_lnk', 'result_id'] };
const applicationsOf = async (row) => {
  const details = parsed(row.details);
  if (Array.isArray(details.application_ids)) return details.application_ids.map(Number);
  const id = row.target_id === null ? null : Number(row.target_id);
  if (row.target_type === 'application' && id) return [id];
  if (row.target_type === 'applicant' && id) return knex('applications_applicant_lnk').where({ applicant_id: id }).pluck('application_id');
  if (RELATED[row.target_type] && id) {
    const [link, key] = RELATED[row.target_type];
    return knex(link).where({ [key]: id }).pluck('application_id');
  }
  const year = details.application_year;
  if (year === 'all') return knex('applications').pluck('id');
  if (Number.isInteger(Number(year)) && year !== undefined && year !== null) return knex('applications').where({ application_year: Number(year) }).pluck('id');
  return [];
};

try {
  const query = knex('audit_logs').where('at', '>=', from).where('at', '<', to).orderBy('at');
  if (values.actor) query.where('actor_email', values.actor);
  const accesses = await query.select('action', 'target_type', 'target_id', 'details', 'actor_email', 'ip', 'at');

  const reached = new Map();
  for (const access of accesses) {
    for (const applicationId of await applicationsOf(access)) {
      const list = reached.get(applicationId) ?? [];
      list.push(access);
      reached.set(applicationId, list);
    }
  }
  const people = reached.size === 0 ? [] : await knex('applications as a')
    .join('applications_applicant_lnk as l', 'l.application_id', 'a.id')
    .join('applicants as p', 'p.id', 'l.applicant_id')
    .whereIn('a.id', [...reached.keys()])
    .select('a.id as application_id', 'a.application_year', 'p.id as applicant_id', 'p.first_name', 'p.last_name', 'p.email', 'p.cell_phone');

  console.log(csv(['applicant_id', 'first_name', 'last_name', 'email', 'cell_phone', 'application_id', 'application_year', 'accesses', 'first_access', 'last_access', 'by', 'actions']));
  for (const person of people.sort((first, second) => first.applicant_id - second.applicant_id || first.application_id - second.application_id)) {
    const list = reached.get(Number(person.application_id));
    const times = list.map((access) => timeOf(access.at).toISOString());
    console.log(csv([
      person.applicant_id, person.first_name, person.last_name, person.email, person.cell_phone, person.application_id, person.application_year,
      list.length, times[0], times[times.length - 1],
      [...new Set(list.map((access) => `${access.actor_email ?? 'unknown'} from ${access.ip ?? 'unknown address'}`))].join('; '),
      [...new Set(list.map((access) => access.action))].join('; '),
    ]));
  }
  console.error(`${accesses.length} logged accesses from ${values.from} to ${values.to ?? 'today'}${values.actor ? ` by ${values.actor}` : ''} reached ${new Set(people.map((person) => person.applicant_id)).size} applicants.`);
} finally {
  await knex.destroy();
}
