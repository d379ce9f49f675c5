import { staffBasicInfoSchema, type StaffBasicInfoValues } from '@bursary/domain/schemas/basic-info';
import { useFormWords } from '../audience';
import { BasicInfoFields, type BasicInfoLists } from '../basic-info-fields';
import { TextInputField } from '../fields/text-input-field';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStep } from '../use-step';

type StaffBasicInfoStepProps = StepProps<StaffBasicInfoValues> & {
  lists: BasicInfoLists;
};

/** Basic information as staff edit it on an applicant's behalf: the names and the sign-in e-mail too. */
export function StaffBasicInfoStep({ lists, navigation, ...step }: StaffBasicInfoStepProps) {
  const { control, problem, save, isSaving } = useStep({ ...step, schema: staffBasicInfoSchema });
  const words = useFormWords();

  return (
    <StepForm title="Basic information" navigation={navigation} problem={problem} isSaving={isSaving} onSave={save}>
      <BasicInfoFields
        control={control}
        lists={lists}
        identityFields={
          <>
            <TextInputField control={control} name="first_name" label="First name" autoComplete="off" isRequired />
            <TextInputField control={control} name="last_name" label="Last name" autoComplete="off" isRequired />
            <TextInputField
              control={control}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
              hint={words('signInEmailHint')}
              isRequired
            />
          </>
        }
      />
    </StepForm>
  );
}
