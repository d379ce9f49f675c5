// Strapi's generic REST API over applications (the plugin in bench/generic-baseline), as a client
// without the portal's own calls would use it: the baselines the benchmarks measure ours against.
import { fileURLToPath } from 'node:url';
import { call } from './portal-api.mjs';

// The cms environment that loads the plugin (cms/config/plugins.ts); a cms started without it has no such routes.
export const GENERIC_BASELINE_ENV = { BENCH_GENERIC_REST_PLUGIN: fileURLToPath(new URL('../generic-baseline', import.meta.url)) };

// Strapi's most rows a page (cms/config/api.ts `rest.maxLimit`).
const MAX_PAGE_SIZE = 100;

// The back office's rows as Strapi's filters say them: a year's submitted applications, not
// withdrawn (IS_SUBMITTED in cms/src/db/application-sql.ts), oldest first as the grid's default.
export const submittedOf = (year) => ({
  'filters[application_year][$eq]': year,
  'filters[submitted][$eq]': true,
  'filters[withdrawn_at][$null]': true,
  sort: 'id:asc',
});

/** The path of a generic list call with these query parameters. */
export const genericListPath = (parameters) => `/api/generic-baseline/applications?${new URLSearchParams(parameters)}`;

// `fields[0]=a&fields[1]=b`: only those columns of each application.
export const onlyFields = (fields) => Object.fromEntries(fields.map((field, index) => [`fields[${index}]`, field]));

/** Every row the list answers, fetched a page of Strapi's maximum at a time, one after another. */
export const everyPage = async (url, token, parameters) => {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await call(url, genericListPath({ ...parameters, 'pagination[page]': page, 'pagination[pageSize]': MAX_PAGE_SIZE }), { token });
    rows.push(...data);
    if (page >= meta.pagination.pageCount) return rows;
  }
};
