import type { ReferenceLists } from '@bursary/domain/api-types';
import { AREA_CODE_LENGTH } from '@bursary/domain/constants';
import { ID_TYPES } from '@bursary/domain/options/id-types';
import { basicInfoSchema, type BasicInfoValues } from '@bursary/domain/schemas/basic-info';
import { DateOfBirthField } from '../fields/date-of-birth-field';
import { DigitsField, PhoneField } from '../fields/digits-field';
import { ReadOnlyField } from '../fields/read-only-field';
import { SelectField } from '../fields/select-field';
import { TextInputField } from '../fields/text-input-field';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStep } from '../use-step';

type BasicInfoStepProps = StepProps<BasicInfoValues> & {
  lists: Pick<ReferenceLists, 'countries' | 'languages' | 'provinces'>;
  /** The sign-in e-mail: shown read-only, and the alternative e-mail must differ from it. */
  loginEmail: string;
};

export function BasicInfoStep({ lists, loginEmail, navigation, ...step }: BasicInfoStepProps) {
  const { control, problem, save, isSaving } = useStep({ ...step, schema: basicInfoSchema, context: { email: loginEmail } });

  return (
    <StepForm title="Basic information" navigation={navigation} problem={problem} isSaving={isSaving} onSave={save}>
      <div className="step-grid">
        <ReadOnlyField id="field-email" label="Email" value={loginEmail} hint="The e-mail you sign in with" />
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
          hint="10 digits, different from your cell phone"
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
    </StepForm>
  );
}
