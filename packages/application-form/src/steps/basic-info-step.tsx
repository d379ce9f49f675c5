import { basicInfoSchema, type BasicInfoValues } from '@bursary/domain/schemas/basic-info';
import { BasicInfoFields, type BasicInfoLists } from '../basic-info-fields';
import { useFormWords } from '../audience';
import { ReadOnlyField } from '../fields/read-only-field';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStep } from '../use-step';

type BasicInfoStepProps = StepProps<BasicInfoValues> & {
  lists: BasicInfoLists;
  /** The sign-in e-mail: shown read-only, and the alternative e-mail must differ from it. */
  loginEmail: string;
};

export function BasicInfoStep({ lists, loginEmail, navigation, ...step }: BasicInfoStepProps) {
  const { control, problem, save, isSaving } = useStep({ ...step, schema: basicInfoSchema, context: { email: loginEmail } });
  const words = useFormWords();

  return (
    <StepForm title="Basic information" navigation={navigation} problem={problem} isSaving={isSaving} onSave={save}>
      <BasicInfoFields
        control={control}
        lists={lists}
        identityFields={<ReadOnlyField id="field-email" label="Email" value={loginEmail} hint={words('signInEmailHint')} />}
      />
    </StepForm>
  );
}
