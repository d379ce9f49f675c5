import type { ReferenceLists } from '@bursary/domain/api-types';
import { AREA_CODE_LENGTH } from '@bursary/domain/constants';
import { ID_TYPES } from '@bursary/domain/options/id-types';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useFormWords } from './audience';
import { DateOfBirthField } from './fields/date-of-birth-field';
import { DigitsField, PhoneField } from './fields/digits-field';
import { SelectField } from './fields/select-field';
import { TextInputField } from './fields/text-input-field';
import type { FormValues } from './use-step';

export type BasicInfoLists = Pick<ReferenceLists, 'countries' | 'languages' | 'provinces'>;

type BasicInfoFieldsProps = {
  control: Control<FormValues>;
  lists: BasicInfoLists;
  /** Who the applicant is, first in the step: the read-only sign-in e-mail, or the names and e-mail staff edit. */
  identityFields: ReactNode;
};

/** The basic information step's fields, for the applicant's own step and the staff one. */
export function BasicInfoFields({ control, lists, identityFields }: BasicInfoFieldsProps) {
  const words = useFormWords();
  return (
    <>
      <div className="step-grid">
        {identityFields}
        <TextInputField control={control} name="alternative_email" label="Alternative email" type="email" autoComplete="email" isRequired />
        <PhoneField
          control={control}
          name="cell_phone"
          label="Cell phone"
          autoComplete="tel"
          hint="10 digits, e.g. 0821234567"
          isRequired
        />
        <PhoneField
          control={control}
          name="alternative_phone"
          label="Alternative phone"
          hint={words('alternativePhoneHint')}
          isRequired
        />
      </div>
      <DateOfBirthField control={control} />
      <div className="step-grid">
        <SelectField control={control} name="country" label="Nationality" options={lists.countries} isRequired />
        <SelectField control={control} name="id_type" label="ID type" options={ID_TYPES} isRequired />
        <TextInputField control={control} name="id_number" label="ID, passport or refugee permit number" isRequired />
        <SelectField control={control} name="first_language" label="First language" options={lists.languages} isRequired />
        <SelectField control={control} name="second_language" label="Second language" options={lists.languages} isRequired />
        <TextInputField control={control} name="address" label="Physical address" autoComplete="street-address" isRequired />
        <TextInputField control={control} name="suburb" label="Area (suburb)" autoComplete="address-level3" isRequired />
        <TextInputField control={control} name="city" label="City" autoComplete="address-level2" isRequired />
        <SelectField control={control} name="province" label="Province" options={lists.provinces} isRequired />
        <DigitsField
          control={control}
          name="area_code"
          label="Area code"
          maxLength={AREA_CODE_LENGTH}
          autoComplete="postal-code"
          hint="4 digits"
          isRequired
        />
      </div>
    </>
  );
}
