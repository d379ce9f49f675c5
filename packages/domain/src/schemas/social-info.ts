import { object, string, type InferType } from 'yup';
import { MARRIED, SIBLINGS_MAX_LENGTH, SOUTH_AFRICA } from '../constants.js';
import { GENDER_VALUES } from '../options/genders.js';
import { PHONE_PATTERN, optionalText, requiredChoice, requiredPhone, requiredText } from './fields.js';

/** The nationality saved on the basic-info step; race is asked only when it is South Africa. */
export type SocialInfoContext = {
  country?: string | null;
};

const SIBLINGS_PATTERN = new RegExp(`^\\d{1,${SIBLINGS_MAX_LENGTH}}$`);

const whenMarried = { is: MARRIED } as const;

export const socialInfoSchema = object({
  employment_status: requiredText('Select employment status'),
  gender: requiredChoice(GENDER_VALUES, 'Select gender'),
  race: optionalText().when('$country', {
    is: SOUTH_AFRICA,
    then: (schema) => schema.required('Select race'),
  }),
  religion: requiredText('Select religion'),
  number_of_siblings: string()
    .trim()
    .nullable()
    .optional()
    .matches(SIBLINGS_PATTERN, {
      message: `Enter up to ${SIBLINGS_MAX_LENGTH} digits for number of siblings`,
      excludeEmptyString: true,
    }),
  marital_status: requiredText('Select marital status'),
  spouse_name: optionalText().when('marital_status', {
    ...whenMarried,
    then: (schema) => schema.required('Enter spouse name'),
  }),
  spouse_contact: string()
    .trim()
    .nullable()
    .optional()
    .when('marital_status', {
      ...whenMarried,
      then: (schema) =>
        schema
          .required('Spouse phone number is invalid')
          .matches(PHONE_PATTERN, { message: 'Spouse phone number is invalid', excludeEmptyString: true }),
    }),
  spouse_employment: optionalText().when('marital_status', {
    ...whenMarried,
    then: (schema) => schema.required('Select spouse employment status'),
  }),
  reference_relationship: requiredText('Select reference type'),
  reference_name: requiredText('Enter reference name'),
  reference_email: optionalText().email('Reference email invalid'),
  reference_cell: requiredPhone('Enter reference phone number', 'Reference phone number is invalid'),
}).noUnknown();

export type SocialInfoValues = InferType<typeof socialInfoSchema>;
