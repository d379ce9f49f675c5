// The hardware's limit for the applicant calls: a bare Node HTTP server running the SQL the portal's
// POST /api/updateapplication and GET /api/fechdata run (login token check, session row, applicant,
// ownership, the application read and update; the portal remembers the first two for a few
// seconds, this reads them every time), on the same database, with no framework, no validation
// and no Strapi. Run as its own process: `node bare-server.mjs` with BARE_PORT,
// JWT_SECRET and DATABASE_CLIENT plus DATABASE_FILENAME or DATABASE_URL.
import http from 'node:http';
import { cmsRequire } from '../../scripts/lib/portal-storage.mjs';

const jwt = cmsRequire('jsonwebtoken');
const INCOME = ['father_monthly_salary', 'mother_monthly_salary', 'spouse_monthly_salary', 'own_monthly_salary', 'investments', 'other_income'];
const { JWT_SECRET, DATABASE_CLIENT, DATABASE_FILENAME, DATABASE_URL, BARE_PORT } = process.env;

// One `query(sql, params)` answering rows, for SQLite (synchronous) and PostgreSQL (a pool).
const database = () => {
  if (DATABASE_CLIENT === 'postgres') {
    const { Pool } = cmsRequire('pg');
    const pool = new Pool({ connectionString: DATABASE_URL, max: 10 });
    return async (sql, params) => {
      let index = 0;
      return (await pool.query(sql.replace(/\?/g, () => `$${(index += 1)}`), params)).rows;
    };
  }
  const Database = cmsRequire('better-sqlite3');
  const sqlite = new Database(DATABASE_FILENAME);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const statements = new Map();
  return async (sql, params) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
    return statement.reader ? statement.all(...params) : (statement.run(...params), []);
  };
};
const query = database();
const now = () => (DATABASE_CLIENT === 'postgres' ? new Date() : Date.now());

const applicantOf = async (request) => {
  const token = (request.headers.authorization || '').replace(/^Bearer\s+/i, '');
  const claims = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'] });
  const [session] = await query('select id from login_sessions where sid = ? and ended_at is null and expires_at > ? limit 1', [claims.sid, now()]);
  if (!session) return null;
  const [applicant] = await query(
    'select a.id, a.email from applicants a join applicants_user_lnk l on l.applicant_id = a.id where l.user_id = ? limit 1',
    [Number(claims.sub)],
  );
  return applicant ?? null;
};

const save = async (applicant, body) => {
  const applicationId = Number(body.application_id);
  const [owned] = await query('select application_id from applications_applicant_lnk where application_id = ? and applicant_id = ? limit 1', [applicationId, applicant.id]);
  if (!owned) return 404;
  const [application] = await query('select submitted, last_saved_step from applications where id = ? limit 1', [applicationId]);
  if (application.submitted) return 403;
  const values = INCOME.map((field) => Number(body[field]) || 0);
  await query(
    `update applications set ${INCOME.map((field) => `${field} = ?`).join(', ')}, total_income = ?, last_saved_step = ?, updated_at = ? where id = ?`,
    [...values, values.reduce((sum, value) => sum + value, 0), 'income', now(), applicationId],
  );
  return 200;
};

const dashboard = async (applicant, applicantId) => {
  if (applicantId !== applicant.id) return [404, null];
  const [person] = await query('select first_name, last_name, id_number from applicants where id = ? limit 1', [applicant.id]);
  const [application] = await query(
    'select t.id, t.student_number, t.university, t.uni, t.course, t.cor, t.duration_of_study, t.accept_decline, t.submitted, t.application_year from applications t join applications_applicant_lnk l on l.application_id = t.id where l.applicant_id = ? and t.application_year = ? limit 1',
    [applicant.id, Number(process.env.CYCLE_YEAR)],
  );
  return [200, { first_name: person.first_name, last_name: person.last_name, id_number: person.id_number, application_id: application?.id ?? null }];
};

const readBody = (request) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {}));
    request.on('error', reject);
  });

http
  .createServer(async (request, response) => {
    try {
      const applicant = await applicantOf(request);
      if (!applicant) {
        response.writeHead(401).end();
        return;
      }
      let status = 404;
      let answer = null;
      if (request.method === 'POST' && request.url === '/save') status = await save(applicant, await readBody(request));
      const dashboardPath = /^\/dashboard\/(\d+)$/.exec(request.url);
      if (request.method === 'GET' && dashboardPath) [status, answer] = await dashboard(applicant, Number(dashboardPath[1]));
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? { success: 'Saved' }));
    } catch (error) {
      response.writeHead(error.name === 'JsonWebTokenError' ? 401 : 500).end(String(error.message));
    }
  })
  .listen(Number(BARE_PORT), '127.0.0.1', () => process.send?.('listening'));
