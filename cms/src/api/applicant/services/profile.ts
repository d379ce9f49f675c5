import type { Core } from '@strapi/strapi';
import { basicInfoSchema } from '@bursary/domain/schemas/basic-info';
import { socialInfoSchema } from '@bursary/domain/schemas/social-info';
import { fromDateOfBirth, toDateOfBirth } from '@bursary/domain/date-of-birth';
import { STORED_NAMES } from '@bursary/domain/field-names';
import { raceForNationality } from '@bursary/domain/race';
import { FOREIGN_NATIONAL, SOUTH_AFRICA } from '@bursary/domain/constants';
import { isPlainObject, validateBody } from '../../../utils/validate-body';
import { badRequest } from '../../../utils/api-error';
import { applicantObject, sendsAnyOf } from '../utils/applicant-object';
import { getService } from '../../../utils/get-service';
import { BASIC_INFO_CHOICES, SOCIAL_INFO_CHOICES } from '../../reference/services/listed-choices';
import type { ApplicantIdentity } from '../../../utils/require-applicant';
import { applicantDashboardNames } from '../../../db/applicants';
import { assertProfileEditable } from '../../application/applications/application-window';

const APPLICANTS = 'api::applicant.applicant';

/** Who changes a profile: the applicant (not once submitted) or staff on their behalf. */
export type ProfileEditor = 'applicant' | 'staff';

export const PROFILE_COLUMNS = [
  'first_name', 'last_name', 'email', 'alternative_email', 'cell_phone', 'alternative_phone', 'date_of_birth',
  'address', 'suburb', 'city', 'province', 'country', 'area_code', 'id_type', 'id_number', 'gender', 'race',
  'religion', 'first_language', 'second_language', 'marital_status', 'employment_status', 'number_of_siblings',
  'spouse_name', 'spouse_contact', 'spouse_employment', 'reference_name', 'reference_email',
  'reference_cell_phone', 'relationship_with_reference',
] as const;

const toColumns = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [STORED_NAMES[key] ?? key, value === '' ? null : value]));

// Race is asked only of South Africans; someone who becomes South African is asked it again.
const raceAfterNationality = (country: string, race: string | null | undefined) => {
  if (country !== SOUTH_AFRICA) return FOREIGN_NATIONAL;
  return race === FOREIGN_NATIONAL ? null : (race ?? null);
};

// An applicant's own names are kept as registered; a record sent back with them unchanged is fine.
const NAMES = ['first_name', 'last_name'] as const;
const NAME_IS_KEPT = "Your name is kept as you registered it: ask the fund's office to correct it.";
const NOT_YOUR_EMAIL = 'This is not the e-mail you signed in with: sign in with the account you want to change.';
const sameText = (sent: unknown, stored: unknown) => String(sent ?? '').trim().toLowerCase() === String(stored ?? '').trim().toLowerCase();

type Profile = Record<(typeof PROFILE_COLUMNS)[number] | 'id', any>;

const profile = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(applicantId: number) {
    return strapi.db.query(APPLICANTS).findOne({ where: { id: applicantId }, select: [...PROFILE_COLUMNS, 'id'] });
  },

  // What the outcome dashboard shows of the applicant (read on every visit to it).
  async dashboardNames(applicantId: number) {
    return applicantDashboardNames(applicantId);
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

  /**
   * POST /api/updateapplicant from the applicant: the basic information, the social information
   * or both (the spec's applicant object carries either), saved together or not at all. Answers
   * which steps were saved.
   */
  async saveApplicantObject(identity: ApplicantIdentity, body: unknown) {
    const section = applicantObject(body, [basicInfoSchema, socialInfoSchema], NAMES);
    const current = await this.find(identity.applicantId);
    if (NAMES.some((name) => name in section && !sameText(section[name], current?.[name]))) throw badRequest(NAME_IS_KEPT);
    const emails = [section.email, isPlainObject(body) ? body.email : undefined].filter((email) => email !== undefined && email !== null && email !== '');
    if (emails.some((email) => !sameText(email, current?.email))) throw badRequest(NOT_YOUR_EMAIL);
    const steps = { basic: sendsAnyOf(basicInfoSchema, section), social: sendsAnyOf(socialInfoSchema, section) };
    if (!steps.basic && !steps.social) throw badRequest('Complete the required fields');
    await strapi.db.transaction(async () => {
      if (steps.basic) await this.saveBasicInfo(identity, section, 'applicant', current);
      if (steps.social) await this.saveSocialInfo(identity, section);
    });
    return steps;
  },

  /** POST /api/savesocialinfo: the social information, flat or as the applicant object. */
  async saveSocialFields(identity: ApplicantIdentity, body: unknown) {
    await this.saveSocialInfo(identity, applicantObject(body, [socialInfoSchema]));
  },

  // The basic information in the form's names (fields of other steps are left to their own save);
  // `stored` is the profile when the caller has just read it.
  async saveBasicInfo(identity: ApplicantIdentity, section: Record<string, unknown>, by: ProfileEditor = 'applicant', stored?: Profile | null) {
    const current = stored === undefined ? await this.find(identity.applicantId) : stored;
    const values = validateBody(basicInfoSchema, section, { email: current?.email });
    await getService('reference.listed-choices').assertListed(values, BASIC_INFO_CHOICES);
    const { dob_year, dob_month, dob_day, ...rest } = values;
    await this.write(identity.applicantId, by, {
      ...toColumns(rest),
      date_of_birth: toDateOfBirth({ dob_year, dob_month, dob_day }),
      race: raceAfterNationality(values.country, current?.race),
    });
  },

  // The social information in the form's names.
  async saveSocialInfo(identity: ApplicantIdentity, section: Record<string, unknown>, by: ProfileEditor = 'applicant') {
    const current = await this.find(identity.applicantId);
    const values = validateBody(socialInfoSchema, section, { country: current?.country });
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
      if (by === 'applicant') await assertProfileEditable(applicantId);
      await strapi.db.query(APPLICANTS).update({ where: { id: applicantId }, data });
    });
  },
});

export type ProfileService = ReturnType<typeof profile>;
export default profile;
