import { knexOf } from './connection';
import { LINK, TABLE } from './tables';

// What a letter (congratulations, pledge, consent, decline) says of its applicant and their application.

/** The applicant's name, ID number and postal address. */
export type LetterApplicant = {
  first_name: string;
  last_name: string;
  id_number: string | null;
  address: string | null;
  suburb: string | null;
  city: string | null;
  province: string | null;
  area_code: string | null;
};

/** The application's university and course (listed or typed under Other), outcome and whether it was submitted. */
export type LetterApplication = {
  university: string | null;
  uni: string | null;
  course: string | null;
  cor: string | null;
  accept_decline: number | null;
  submitted: boolean | number | null;
};

const APPLICATION_APPLICANT = LINK.applicationApplicant;

/** Reads the applicant's name and address, or undefined when there is no such applicant. */
export const letterApplicant = (applicantId: number): Promise<LetterApplicant | undefined> =>
  knexOf()(TABLE.applicants)
    .where({ id: applicantId })
    .first('first_name', 'last_name', 'id_number', 'address', 'suburb', 'city', 'province', 'area_code');

/** Reads the applicant's application for the cycle year, or undefined when they have none. */
export const letterApplication = (applicantId: number, cycleYear: number): Promise<LetterApplication | undefined> =>
  knexOf()(`${TABLE.applications} as a`)
    .join(`${APPLICATION_APPLICANT.table} as l`, `l.${APPLICATION_APPLICANT.application}`, 'a.id')
    .where({ [`l.${APPLICATION_APPLICANT.applicant}`]: applicantId, 'a.application_year': cycleYear })
    .first('a.university', 'a.uni', 'a.course', 'a.cor', 'a.accept_decline', 'a.submitted');
