import crypto from 'node:crypto';
import fc from 'fast-check';
import { api } from '../support/api';
import { authorised } from '../support/applicants';
import { databaseDigest, waitForLetterRuns } from '../support/database-digest';
import { FIELD_NAMES, HOSTILE_KEYS, hostileValue } from '../support/hostile-values';
import { ROWS, arrangeMatrixFixture, bearerOf, type Caller, type Fixture, type Row } from '../support/route-matrix';

// Generated bodies, queries and path values (wrong types, missing and extra fields, huge and
// unicode strings, nested objects, prototype-pollution keys, SQL and script fragments) sent to
// every /api route as its most trusted caller, so they reach the route's own checks. None may
// answer 5xx, and a route whose generated requests were all refused must leave the database as it
// was. HOSTILE_RUNS sets the requests per route (500 by default).

const RUNS = Number(process.env.HOSTILE_RUNS || 500);
const REFUSED_BY_POLICY = [401, 403];

// Staff where the route lets staff in, else applicant A, else nobody signed in. Logging out would
// end the session the other routes use, so it is called without one.
const callerOf = (row: Row): Caller => {
  if (row.route === 'GET /api/logout') return 'anonymous';
  if (!REFUSED_BY_POLICY.includes(row.expected.staff)) return 'staff';
  if (!REFUSED_BY_POLICY.includes(row.expected.applicantA)) return 'applicantA';
  return 'anonymous';
};

// JSON written by hand, so keys such as __proto__ travel as keys and not as an object's prototype.
const toJson = (entries: [string, unknown][]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

const entries = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES, ...HOSTILE_KEYS), fc.string({ maxLength: 20 })), hostileValue), {
  maxLength: 12,
});

// What one request carries: a JSON body (an object, or something that is not one), a query
// string, and the value put in place of the path's last segment when the route has a parameter.
const request: fc.Arbitrary<Generated> = fc.record({
  body: fc.oneof(
    { weight: 5, arbitrary: entries.map(toJson) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'not json', '') },
  ),
  query: entries.map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}`).join('&')),
  pathValue: fc.option(hostileValue.map((value) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value) ?? '')), { nil: null }),
});

type Sample = { status: number; sent: string };
type Generated = { body: string; query: string; pathValue: string | null };

const hasPathParameter = (route: string) => route.includes('/:');

const sendGenerated = async (fixture: Fixture, row: Row, caller: Caller, generated: Generated) => {
  const call = row.call(fixture, caller);
  let path = call.path.split('?')[0];
  if (hasPathParameter(row.route) && generated.pathValue !== null) path = path.replace(/\/[^/]*$/, `/${generated.pathValue || 'x'}`);
  const url = generated.query ? `${path}?${generated.query}` : path;
  // Each request is its own client, so the rate limits (proven elsewhere) do not answer for the route.
  const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  const method = call.method.toLowerCase() as 'get' | 'post' | 'delete';
  let pending = api()[method](url).set(bearerOf(fixture, caller)).set('X-Forwarded-For', address);
  if (call.method !== 'GET') pending = pending.set('Content-Type', 'application/json').send(generated.body);
  const response = await pending;
  return { status: response.status, sent: `${call.method} ${url} ${call.method === 'GET' ? '' : generated.body.slice(0, 300)}` };
};

let fixture: Fixture;
const totals = { requests: 0, refused: 0, accepted: 0, failed: 0 };

beforeAll(async () => {
  fixture = await arrangeMatrixFixture();
  // Letters still going out from other test files would change the database under the digest.
  await waitForLetterRuns();
}, 120_000);

afterAll(() => {
  // The figure for the README.
  console.log(
    `[HOSTILE] ${ROWS.length} routes, ${totals.requests} generated requests: ${totals.refused} refused, ${totals.accepted} answered, ${totals.failed} 5xx`,
  );
});

describe('hostile input', () => {
  it.each(ROWS.map((row) => [row.route, row] as const))(`%s: ${RUNS} generated requests, no 5xx, nothing stored when refused`, async (_route, row) => {
    const caller = callerOf(row);
    const before = await databaseDigest();
    const samples: Sample[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (generated) => {
        const sample = await sendGenerated(fixture, row, caller, generated);
        samples.push(sample);
        if (sample.status >= 500) totals.failed += 1;
        if (sample.status >= 500) throw new Error(`answered ${sample.status} to ${sample.sent}`);
      }),
      { numRuns: RUNS, seed: 20261124, endOnFailure: true },
    );
    const accepted = samples.filter((sample) => sample.status < 400);
    totals.requests += samples.length;
    totals.accepted += accepted.length;
    totals.refused += samples.filter((sample) => sample.status >= 400 && sample.status < 500).length;
    if (accepted.length === 0) expect(await databaseDigest()).toEqual(before);
    expect(samples).toHaveLength(RUNS);
    // An accepted request may start bulk letters, which write in the background.
    await waitForLetterRuns();
  }, 300_000);

  it('still answers, and the pollution keys gave nobody more rights', async () => {
    await api().get('/api/portal-content').expect(200);
    await api().post('/api/searchapplication').set(authorised(fixture.b)).send({ application_year: 2025 }).expect(403);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

// Ids the way JavaScript would wrongly read them: `Number(true)` and `Number([7])` are 1 and 7,
// "1e0" and " 1" are 1. Every route, as its most trusted caller, gets its ids (and, where its call
// has none, the usual id fields) replaced by each; an id the route reads must be refused with 400
// naming it, and nothing is stored.
const ID_FIELDS = ['application_id', 'applicant_id', 'payment_id', 'run_id'];
const ID_PATH_PARAMETERS = [':application_id', ':applicantId', ':user'];
const NOT_IDS_IN_JSON = (id: number): unknown[] => [true, false, [id], [String(id)], { id }, id + 0.5, -id, '1e0', '0x1', ` ${id}`, `${id} `];
const NOT_IDS_IN_TEXT = (id: number) => ['true', `${id}.5`, `-${id}`, '1e0', '0x1', ` ${id}`, `[${id}]`];
const NAMES_THE_ID = /application_id|applicant_id|payment_id|run_id|filename|another application/;

type Variant = { label: string; method: 'get' | 'post'; path: string; body?: string; fields?: Record<string, string>; isIdRead: boolean };

const variantsOf = (row: Row, caller: Caller): Variant[] => {
  const call = row.call(fixture, caller);
  const method = call.method.toLowerCase() as 'get' | 'post';
  const [path, queryString = ''] = call.path.split('?');
  const query = new URLSearchParams(queryString);
  const variants: Variant[] = [];
  const withQuery = (params: URLSearchParams) => (params.toString() ? `${path}?${params}` : path);

  // The route's own ids, one at a time.
  // downloadsupportingdoc's filename is a document id (getapplicantfileadmin's may also be a document type).
  const ownFields = [...query.keys()].filter((key) => ID_FIELDS.includes(key) || (key === 'filename' && row.route === 'GET /api/downloadsupportingdoc'));
  for (const field of ownFields) {
    const id = Number(query.get(field));
    for (const value of NOT_IDS_IN_TEXT(id)) {
      const params = new URLSearchParams(query);
      params.set(field, value);
      variants.push({ label: `${field}=${value}`, method, path: withQuery(params), isIdRead: true });
    }
    const repeated = new URLSearchParams(query);
    repeated.append(field, String(id));
    variants.push({ label: `${field} twice`, method, path: withQuery(repeated), isIdRead: true });
  }
  for (const field of Object.keys(call.body ?? {}).filter((key) => ID_FIELDS.includes(key))) {
    const id = Number((call.body as Record<string, unknown>)[field]) || 1;
    for (const value of NOT_IDS_IN_JSON(id)) {
      variants.push({ label: `${field}: ${JSON.stringify(value)}`, method, path: call.path, body: JSON.stringify({ ...call.body, [field]: value }), isIdRead: true });
    }
  }
  for (const field of Object.keys(call.fields ?? {}).filter((key) => ID_FIELDS.includes(key))) {
    for (const value of NOT_IDS_IN_TEXT(Number(call.fields![field]))) {
      variants.push({ label: `${field}=${value} (multipart)`, method, path: call.path, fields: { ...call.fields, [field]: value }, isIdRead: true });
    }
  }
  const routeSegments = row.route.split(' ')[1].split('/');
  routeSegments.forEach((segment, index) => {
    if (!ID_PATH_PARAMETERS.includes(segment)) return;
    const segments = path.split('/');
    for (const value of NOT_IDS_IN_TEXT(Number(segments[index]))) {
      segments[index] = encodeURIComponent(value);
      variants.push({ label: `${segment} = ${value}`, method, path: withQuery(new URLSearchParams(query)).replace(path, segments.join('/')), isIdRead: true });
    }
  });

  // Every route: the usual id fields it does not read, all at once, each way of not being an id.
  const absent = ID_FIELDS.filter((field) => !ownFields.includes(field) && !(field in (call.body ?? {})) && !(field in (call.fields ?? {})));
  NOT_IDS_IN_JSON(1).forEach((value, index) => {
    if (call.fields) return;
    if (method === 'get') {
      const params = new URLSearchParams(query);
      absent.forEach((field) => params.set(field, NOT_IDS_IN_TEXT(1)[index % NOT_IDS_IN_TEXT(1).length]));
      variants.push({ label: `extra ids ${params}`, method, path: withQuery(params), isIdRead: false });
      return;
    }
    const body = { ...call.body, ...Object.fromEntries(absent.map((field) => [field, value])) };
    variants.push({ label: `extra ids ${JSON.stringify(value)}`, method, path: call.path, body: JSON.stringify(body), isIdRead: false });
  });
  return variants;
};

const sendVariant = async (variant: Variant, caller: Caller) => {
  const address = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  let pending = api()[variant.method](variant.path).set(bearerOf(fixture, caller)).set('X-Forwarded-For', address);
  if (variant.body !== undefined) pending = pending.set('Content-Type', 'application/json').send(variant.body);
  if (variant.fields) for (const [name, value] of Object.entries(variant.fields)) pending = pending.field(name, value);
  return pending;
};

describe('ids that are not ids', () => {
  const checked = { requests: 0, idReads: 0 };
  afterAll(() => console.log(`[HOSTILE IDS] ${ROWS.length} routes, ${checked.requests} requests, ${checked.idReads} of them on an id the route reads`));

  it.each(ROWS.map((row) => [row.route, row] as const))('%s: true, [id], 1.5, "1e0", " 1" and the like are not ids', async (_route, row) => {
    const caller = callerOf(row);
    const before = await databaseDigest();
    let accepted = 0;
    for (const variant of variantsOf(row, caller)) {
      const response = await sendVariant(variant, caller);
      checked.requests += 1;
      expect({ variant: variant.label, status: response.status < 500 }).toEqual({ variant: variant.label, status: true });
      if (response.status < 400) accepted += 1;
      if (!variant.isIdRead) continue;
      checked.idReads += 1;
      expect({ variant: variant.label, status: response.status, error: NAMES_THE_ID.test(response.body.error ?? '') }).toEqual({
        variant: variant.label,
        status: 400,
        error: true,
      });
    }
    if (accepted === 0) expect(await databaseDigest()).toEqual(before);
    await waitForLetterRuns();
  }, 120_000);
});

