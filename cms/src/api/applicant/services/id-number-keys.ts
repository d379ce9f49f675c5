import { idNumberKey } from '@bursary/domain/duplicate-flags';
import { applicantsWithoutIdNumberKey, storeIdNumberKeys } from '../../../db/applicants';

// The applicant's ID number is also stored as its key (id_number_key, indexed: letters and digits, upper
// case, as @bursary/domain/duplicate-flags compares them), so the grid finds the applicants sharing a page's
// ID numbers by an index lookup rather than by working out every applicant's key on each request (50 ms of
// a first page at 50,000 applications on SQLite, where regexp_replace is a JavaScript call per row).

const APPLICANTS = 'api::applicant.applicant';
const BACKFILL_BATCH = 1000;

type Data = Record<string, unknown>;

// The key of the ID number a write carries, beside it; a write without one leaves the key alone.
const withKey = (data: unknown) => {
  if (data && typeof data === 'object' && 'id_number' in data) {
    const values = data as Data;
    values.id_number_key = values.id_number === null || values.id_number === undefined ? null : idNumberKey(String(values.id_number));
  }
};

const idNumberKeys = () => ({
  /** Every write of an applicant through Strapi (the profile, staff editing on an applicant's behalf, the admin) keeps the key. */
  keepOnWrite() {
    strapi.db.lifecycles.subscribe({
      models: [APPLICANTS],
      beforeCreate: (event: any) => withKey(event.params.data),
      beforeUpdate: (event: any) => withKey(event.params.data),
      beforeCreateMany: (event: any) => (Array.isArray(event.params.data) ? event.params.data.forEach(withKey) : withKey(event.params.data)),
      beforeUpdateMany: (event: any) => withKey(event.params.data),
    });
  },

  /** Keys the ID numbers stored before the key was (at start, under the start lock); answers how many. */
  async backfill() {
    let count = 0;
    for (let rows = await applicantsWithoutIdNumberKey(BACKFILL_BATCH); rows.length > 0; rows = await applicantsWithoutIdNumberKey(BACKFILL_BATCH)) {
      await storeIdNumberKeys(rows.map(({ id, id_number }) => ({ id: Number(id), key: idNumberKey(id_number) })));
      count += rows.length;
    }
    if (count > 0) strapi.log.info(`Applicants: keyed ${count} ID numbers stored before their key was.`);
    return count;
  },
});

export type IdNumberKeysService = ReturnType<typeof idNumberKeys>;
export default idNumberKeys;
