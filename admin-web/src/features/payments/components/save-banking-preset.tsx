import type { BankingPreset } from '@bursary/domain/back-office-api';
import { bankingPresetSchema } from '@bursary/domain/schemas/banking-preset';
import { ApiError } from '@bursary/web-ui/api-client';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import { Form } from '@bursary/web-ui/components/form/form';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ValidationError } from 'yup';
import { useBankingPresets } from '../api/get-banking-presets';
import { saveBankingPreset } from '../api/save-banking-preset';
import { FormErrorAlert } from '../../../components/form-error-alert';

export type BankingDetails = BankingPreset['payment_info'];
/** What is wrong with the banking details, by the preset's names for them. */
export type BankingDetailsProblems = Partial<Record<keyof BankingDetails, string>>;

const detailsSchema = bankingPresetSchema.pick(['bank', 'account_no', 'branch_no']);
const nameSchema = bankingPresetSchema.pick(['name']);

// The first message of each field, checked by the rules the cms keeps presets to.
const problemsOf = (details: BankingDetails): BankingDetailsProblems => {
  try {
    detailsSchema.validateSync(details, { abortEarly: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const problems: BankingDetailsProblems = {};
    for (const { path, message } of error.inner) problems[path as keyof BankingDetails] ??= message;
    return problems;
  }
};

type SaveBankingPresetProps = {
  /** the form's bank, account number and branch code, read when staff ask */
  readDetails: () => BankingDetails;
  /** the name offered: the institution the payment is in favour of */
  readSuggestedName: () => string;
  /** the banking details cannot be a preset: each message belongs at its field */
  onInvalid: (problems: BankingDetailsProblems) => void;
  onSaved: (preset: BankingPreset) => void;
};

/** "Save these banking details as a preset": asks for the preset's name, then adds it to the list every staff member picks from. */
export function SaveBankingPreset({ readDetails, readSuggestedName, onInvalid, onSaved }: SaveBankingPresetProps) {
  const { mutate: refreshPresets } = useBankingPresets();
  const [details, setDetails] = useState<BankingDetails | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: yupResolver(nameSchema), defaultValues: { name: '' } });

  const open = () => {
    setNotice(null);
    const asked = readDetails();
    const problems = problemsOf(asked);
    onInvalid(problems);
    if (Object.keys(problems).length > 0) return;
    reset({ name: readSuggestedName().trim() });
    setDetails(asked);
  };

  const save = async ({ name }: { name: string }) => {
    if (!details) return;
    try {
      const answer = await saveBankingPreset({ name, payment_info: details });
      await refreshPresets();
      setDetails(null);
      setNotice(`${answer.success}: ${answer.preset.name}. Staff can now pick it for any payment.`);
      onSaved(answer.preset);
    } catch (error) {
      // A name already taken is the name's problem; anything else is the dialog's.
      const isNameTaken = error instanceof ApiError && error.status === 409;
      setError(isNameTaken ? 'name' : 'root.server', { message: (error as Error).message }, { shouldFocus: isNameTaken });
    }
  };

  // The dialog's form sits in the payment form's React tree: its submit must not reach the payment form.
  const submitName = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void handleSubmit(save)(event);
  };

  return (
    <div className="save-preset">
      <Button onClick={open}>Save these banking details as a preset</Button>
      {notice && (
        <Alert className="save-preset-notice" type="success" showIcon role="status" title={notice} closable onClose={() => setNotice(null)} />
      )}
      <Modal
        open={details !== null}
        title="Save banking details as a preset"
        footer={null}
        destroyOnHidden
        maskClosable={!isSubmitting}
        onCancel={() => setDetails(null)}
      >
        {details && (
          <Form label="Save banking details as a preset" onSubmit={submitName}>
            <DetailsList
              items={[
                { label: 'Bank', value: details.bank },
                { label: 'Account number', value: details.account_no },
                { label: 'Branch code', value: details.branch_no },
              ]}
            />
            <FormErrorAlert message={errors.root?.server?.message} />
            <TextField
              control={control}
              name="name"
              label="Preset name"
              hint="Staff find the preset by this name: usually the institution's."
              isRequired
            />
            <div className="actions">
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save preset'}
              </Button>
              <Button onClick={() => setDetails(null)} disabled={isSubmitting}>
                Cancel
              </Button>
            </div>
          </Form>
        )}
      </Modal>
    </div>
  );
}
