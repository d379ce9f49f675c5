import type { Core } from '@strapi/strapi';
import { basicInfoSchema } from '@bursary/domain/schemas/basic-info';
import { socialInfoSchema } from '@bursary/domain/schemas/social-info';
import { fromDateOfBirth, toDateOfBirth } from '@bursary/domain/date-of-birth';
import { raceForNationality } from '@bursary/domain/race';
import { FOREIGN_NATIONAL, SOUTH_AFRICA } from '@bursary/domain/constants';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { getService } from '../../../utils/get-service';
import { BASIC_INFO_CHOICES, SOCIAL_INFO_CHOICES } from '../../reference/services/listed-choices';
import type { ApplicantIdentity } from '../../../utils/require-applicant';
import { rawRows } from '../../../utils/raw-rows';

const APPLICANTS = 'api::applicant.applicant';

/** Who changes a profile: the applicant (not once submitted) or staff on their behalf. */
export type ProfileEditor = 'applicant' | 'staff';

// What the applicant's profile columns are called in the forms (the spec's form names).
const FORM_TO_COLUMN: Record<string, string> = {
  reference_cell: 'reference_cell_phone',
  reference_relationship: 'relationship_with_reference',
};

export const PROFILE_COLUMNS = [
  'first_name', 'last_name', 'email', 'alternative_email', 'cell_phone', 'alternative_phone', 'date_of_birth',
  'address', 'suburb', 'city', 'province', 'country', 'area_code', 'id_type', 'id_number', 'gender', 'race',
  'religion', 'first_language', 'second_language', 'marital_status', 'employment_status', 'number_of_siblings',
  'spouse_name', 'spouse_contact', 'spouse_employment', 'reference_name', 'reference_email',
  'reference_cell_phone', 'relationship_with_reference',
] as const;

const toColumns = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [FORM_TO_COLUMN[key] ?? key, value === '' ? null : value]));

// Race is asked only of South Africans; someone who becomes South African is asked it again.
const raceAfterNationality = (country: string, race: string | null | undefined) => {
  if (country !== SOUTH_AFRICA) return FOREIGN_NATIONAL;
  return race === FOREIGN_NATIONAL ? null : (race ?? null);
};

// The wizard posts `{ applicant: { ... } }` (the spec's "applicant object"); plain fields work too.
const sectionOf = (body: unknown) => (isPlainObject(body) && isPlainObject(body.applicant) ? body.applicant : body);

const profile = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(applicantId: number) {
    return strapi.db.query(APPLICANTS).findOne({ where: { id: applicantId }, select: [...PROFILE_COLUMNS, 'id'] });
  },

  // What the outcome dashboard shows of the applicant (read on every visit to it).
  async dashboardNames(applicantId: number) {
    const [row] = await rawRows<{ first_name: string; last_name: string; id_number: string | null }>(
      'select first_name, last_name, id_number from applicants where id = ?',
      [applicantId],
    );
    return row ?? null;
  },

  // The profile with the form's names and the date split into its three selects, for preloading forms.
  async formValues(applicantId: number) {
    const row = await this.find(applicantId);
    if (!row) return null;
    return {
      ...row,
      ...(fromDateOfBirth(row.date_of_birth) ?? {}),
      reference_cell: row.reference_cell_phone,
      reference_relationship: row.relationship_with_reference,
    };
  },

  async saveBasicInfo(identity: ApplicantIdentity, body: unknown, by: ProfileEditor = 'applicant') {
    const current = await this.find(identity.applicantId);
    const values = validateBody(basicInfoSchema, sectionOf(body), { email: current?.email });
    await getService('reference.listed-choices').assertListed(values, BASIC_INFO_CHOICES);
    const { dob_year, dob_month, dob_day, ...rest } = values;
    await this.write(identity.applicantId, by, {
      ...toColumns(rest),
      date_of_birth: toDateOfBirth({ dob_year, dob_month, dob_day }),
      race: raceAfterNationality(values.country, current?.race),
    });
  },

  async saveSocialInfo(identity: ApplicantIdentity, body: unknown, by: ProfileEditor = 'applicant') {
    const current = await this.find(identity.applicantId);
    const values = validateBody(socialInfoSchema, sectionOf(body), { country: current?.country });
    await getService('reference.listed-choices').assertListed(values, SOCIAL_INFO_CHOICES);
    const isMarried = values.marital_status === 'Married';
    await this.write(identity.applicantId, by, {
      ...toColumns(values),
      race: raceForNationality(current?.country, values.race) || null,
      number_of_siblings: values.number_of_siblings ? Number(values.number_of_siblings) : null,
      spouse_name: isMarried ? values.spouse_name : null,
      spouse_contact: isMarried ? values.spouse_contact : null,
      spouse_employment: isMarried ? values.spouse_employment : null,
    });
  },

  // An applicant's own change of their profile is refused once this cycle's application is
  // submitted; staff edit on their behalf (review/edit-on-behalf, audited).
  write(applicantId: number, by: ProfileEditor, data: Record<string, unknown>) {
    return strapi.db.transaction(async () => {
      if (by === 'applicant') await getService('application.applications').assertProfileEditable(applicantId);
      await strapi.db.query(APPLICANTS).update({ where: { id: applicantId }, data });
    });
  },
});

export type ProfileService = ReturnType<typeof profile>;
export default profile;
