import { CALLERS, ROWS, arrangeMatrixFixture, bearerOf, routerRoutes, send, type Caller, type Expected, type Fixture } from '../support/route-matrix';

// Every /api route of the router times every kind of caller (anonymous, applicant A, applicant B
// sending A's ids, staff, an expired login token, a tampered one, a link holder on another
// application), each cell's answer written down in tests/support/route-matrix.ts.

// The landing page's content and the option lists: the same for everyone, and cacheable.
const PUBLIC_CONTENT = ['GET /api/portal-content', 'GET /api/reference-lists'];

let fixture: Fixture;

beforeAll(async () => {
  fixture = await arrangeMatrixFixture();
});

describe('authorisation matrix', () => {
  it('has a row for every /api route of the router, and no row for a route that does not exist', () => {
    const listed = ROWS.map((row) => row.route).sort();
    const existing = routerRoutes();
    expect(new Set(listed).size).toBe(listed.length);
    expect({ missingRows: existing.filter((route) => !listed.includes(route)), unknownRows: listed.filter((route) => !existing.includes(route)) }).toEqual({
      missingRows: [],
      unknownRows: [],
    });
    // The figure for the README: routes covered / routes existing.
    console.log(`[MATRIX] ${listed.length} routes covered / ${existing.length} existing, ${listed.length * CALLERS.length} cells`);
  });

  it.each(ROWS.map((row) => [row.route, row] as const))('%s answers each caller as written down', async (_route, row) => {
    const answered = {} as Expected;
    const said: Partial<Record<Caller, string>> = {};
    const cached: string[] = [];
    for (const caller of CALLERS) {
      const response = await send(row.call(fixture, caller), bearerOf(fixture, caller));
      answered[caller] = response.status;
      if (row.messages?.[caller]) said[caller] = response.body?.error;
      if (response.headers['cache-control'] !== 'no-store') cached.push(`${caller}: ${response.headers['cache-control']}`);
    }
    expect(answered).toEqual(row.expected);
    // Personal data is never kept by a browser or a proxy: every answer but the public content's says no-store.
    if (!PUBLIC_CONTENT.includes(row.route)) expect(cached).toEqual([]);
    for (const [caller, message] of Object.entries(row.messages ?? {}) as [Caller, RegExp][]) {
      expect({ caller, error: said[caller] }).toEqual({ caller, error: expect.stringMatching(message) });
    }
  });
});
