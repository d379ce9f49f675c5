import type { ReferenceLists } from '@bursary/domain/api-types';
import { FOREIGN_NATIONAL, MARRIED, SIBLINGS_MAX_LENGTH, SOUTH_AFRICA } from '@bursary/domain/constants';
import { GENDERS } from '@bursary/domain/options/genders';
import { socialInfoSchema, type SocialInfoValues } from '@bursary/domain/schemas/social-info';
import { useWatch } from 'react-hook-form';
import { DigitsField, PhoneField } from '../fields/digits-field';
import { SelectField } from '../fields/select-field';
import { TextInputField } from '../fields/text-input-field';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStep } from '../use-step';

type SocialInfoStepProps = StepProps<SocialInfoValues> & {
  lists: Pick<ReferenceLists, 'employment_statuses' | 'races' | 'religions' | 'marital_statuses' | 'reference_types'>;
  /** The nationality saved on the basic information step: race is asked only of South Africans. */
  nationality: string | null | undefined;
};

export function SocialInfoStep({ lists, nationality, navigation, ...step }: SocialInfoStepProps) {
  const { control, problem, save, isSaving } = useStep({ ...step, schema: socialInfoSchema, context: { country: nationality } });
  const isMarried = useWatch({ control, name: 'marital_status' }) === MARRIED;
  const isSouthAfrican = nationality === SOUTH_AFRICA;

  return (
    <StepForm title="Social information" navigation={navigation} problem={problem} isSaving={isSaving} onSave={save}>
      <div className="step-grid">
        <SelectField control={control} name="employment_status" label="Employment status" options={lists.employment_statuses} isRequired />
        <SelectField control={control} name="gender" label="Gender" options={GENDERS} isRequired />
        {isSouthAfrican && (
          <SelectField
            control={control}
            name="race"
            label="Race"
            options={lists.races.filter((race) => race !== FOREIGN_NATIONAL)}
            isRequired
          />
        )}
        <SelectField control={control} name="religion" label="Religion" options={lists.religions} isRequired />
        <DigitsField control={control} name="number_of_siblings" label="Number of siblings" maxLength={SIBLINGS_MAX_LENGTH} hint="Optional" />
        <SelectField control={control} name="marital_status" label="Marital status" options={lists.marital_statuses} isRequired />
      </div>
      {isMarried && (
        <fieldset className="step-group">
          <legend>Spouse</legend>
          <div className="step-grid">
            <TextInputField control={control} name="spouse_name" label="Spouse name" isRequired />
            <PhoneField control={control} name="spouse_contact" label="Spouse contact number" isRequired />
            <SelectField
              control={control}
              name="spouse_employment"
              label="Spouse employment status"
              options={lists.employment_statuses}
              isRequired
            />
          </div>
        </fieldset>
      )}
      <fieldset className="step-group">
        <legend>Reference</legend>
        <div className="step-grid">
          <SelectField
            control={control}
            name="reference_relationship"
            label="Reference type (relationship)"
            options={lists.reference_types}
            isRequired
          />
          <TextInputField control={control} name="reference_name" label="Reference name" isRequired />
          <TextInputField control={control} name="reference_email" label="Reference email" type="email" hint="Optional" />
          <PhoneField control={control} name="reference_cell" label="Reference cell phone" isRequired />
        </div>
      </fieldset>
    </StepForm>
  );
}
