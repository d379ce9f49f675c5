import type { ApplicationGridRow, BankingPreset, PaymentRecord } from '@bursary/domain/back-office-api';
import { IN_RESPECT_OF, EFT_CHQ_VALUES, PAYMENT_DEFAULTS } from '@bursary/domain/options/payment';
import { paymentSchema } from '@bursary/domain/schemas/payment';
import { Form } from '@bursary/web-ui/components/form/form';
import { TextField } from '@bursary/web-ui/components/form/text-field';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'antd/es/button';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { string } from 'yup';
import { savePayment } from '../api/save-payment';
import { BankingPresetPicker } from './banking-preset-picker';
import { SaveBankingPreset, type BankingDetails, type BankingDetailsProblems } from './save-banking-preset';
import { SelectField } from './select-field';
import { FormErrorAlert } from '../../../components/form-error-alert';

const PAYMENT_DATE_MESSAGE = 'Enter payment date as yyyy-mm-dd';

// The cms takes the payment date too (today when left out); the rest is the shared payment schema.
const paymentFormSchema = paymentSchema.shape({
  payment_date: string()
    .trim()
    .required(PAYMENT_DATE_MESSAGE)
    .matches(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_DATE_MESSAGE),
});

// What the inputs hold: text. The resolver hands onValid the schema's cast (amount_approved a
// number), which the web-ui fields' Control type cannot express, so onValid casts it again for its type.
type PaymentFormValues = {
  reference: string;
  in_favour_of: string;
  bank: string;
  account_no: string;
  branch_code: string;
  in_respect_of: string;
  account: string;
  amount_approved: string;
  eft_chq: string;
  approved1: string;
  approved2: string;
  payment_date: string;
};

// A preset's banking details and the payment form's fields that hold them (its branch_no is the payment's branch_code).
const PAYMENT_FIELD_OF = { bank: 'bank', account_no: 'account_no', branch_no: 'branch_code' } as const satisfies Record<
  keyof BankingDetails,
  keyof PaymentFormValues
>;
const BANKING_DETAILS = Object.keys(PAYMENT_FIELD_OF) as (keyof BankingDetails)[];

// Today in the bursary office, as the cms dates payments.
const officeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

// A new payment starts from the application: reference is the student number, else the ID number,
// and it is paid in favour of the university.
const startingValues = (application: ApplicationGridRow, payment: PaymentRecord | null): PaymentFormValues => {
  if (payment) return { ...payment, amount_approved: String(payment.amount_approved) };
  return {
    reference: application['Student Number']?.trim() || application['ID Number']?.trim() || '',
    in_favour_of: application.University ?? '',
    bank: '',
    account_no: '',
    branch_code: '',
    in_respect_of: '',
    ...PAYMENT_DEFAULTS,
    amount_approved: '',
    payment_date: officeToday(),
  };
};

type PaymentFormProps = {
  application: ApplicationGridRow;
  /** null adds a new payment */
  payment: PaymentRecord | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

export function PaymentForm({ application, payment, onSaved, onCancel }: PaymentFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<PaymentFormValues>({
    resolver: yupResolver(paymentFormSchema) as unknown as Resolver<PaymentFormValues>,
    defaultValues: startingValues(application, payment),
  });
  const [pickedPreset, setPickedPreset] = useState<string>();
  const title = payment ? 'Edit payment record' : 'Add payment record';

  useEffect(() => headingRef.current?.focus(), []);

  const fillBankingDetails = ({ name, payment_info }: BankingPreset) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setPickedPreset(name);
    BANKING_DETAILS.forEach((detail) => setValue(PAYMENT_FIELD_OF[detail], payment_info[detail], options));
  };

  const readBankingDetails = () =>
    Object.fromEntries(BANKING_DETAILS.map((detail) => [detail, getValues(PAYMENT_FIELD_OF[detail])])) as BankingDetails;

  // Each message at its field; the first field in the form's order takes the focus.
  const showBankingProblems = (problems: BankingDetailsProblems) => {
    clearErrors(Object.values(PAYMENT_FIELD_OF));
    const details = BANKING_DETAILS.filter((detail) => problems[detail]);
    details.forEach((detail, index) => setError(PAYMENT_FIELD_OF[detail], { message: problems[detail] }, { shouldFocus: index === 0 }));
  };

  const onValid = async (values: PaymentFormValues) => {
    try {
      const answer = await savePayment({
        ...paymentFormSchema.cast(values),
        payment_id: payment?.payment_id ?? null,
        application_id: application.application_id,
      });
      onSaved(answer.success);
    } catch (error) {
      setError('root.server', { message: (error as Error).message });
    }
  };

  return (
    <section className="panel" aria-labelledby="payment-form-title">
      <h2 id="payment-form-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <Form label={title} onSubmit={handleSubmit(onValid)}>
        <FormErrorAlert message={errors.root?.server?.message} />
        <fieldset className="payment-fieldset">
          <legend>Payee</legend>
          <TextField control={control} name="reference" label="Reference (student number, else ID number)" isRequired />
          <TextField control={control} name="in_favour_of" label="In favour of" isRequired />
        </fieldset>
        <fieldset className="payment-fieldset">
          <legend>Banking details</legend>
          <BankingPresetPicker picked={pickedPreset} onPick={fillBankingDetails} />
          <TextField control={control} name="bank" label="Bank" isRequired />
          <TextField control={control} name="account_no" label="Account number" inputMode="numeric" isRequired />
          <TextField control={control} name="branch_code" label="Branch code" inputMode="numeric" isRequired />
          <SaveBankingPreset
            readDetails={readBankingDetails}
            readSuggestedName={() => getValues('in_favour_of')}
            onInvalid={showBankingProblems}
            onSaved={(preset) => setPickedPreset(preset.name)}
          />
        </fieldset>
        <fieldset className="payment-fieldset">
          <legend>Payment</legend>
          <SelectField control={control} name="in_respect_of" label="In respect of" options={IN_RESPECT_OF} isRequired />
          <TextField control={control} name="amount_approved" label="Amount approved (R)" inputMode="decimal" isRequired />
          <TextField control={control} name="account" label="Account" isRequired />
          <SelectField control={control} name="eft_chq" label="EFT/Cheque" options={EFT_CHQ_VALUES} isRequired />
          <TextField control={control} name="payment_date" label="Payment date" type="date" isRequired />
        </fieldset>
        <fieldset className="payment-fieldset">
          <legend>Approved by</legend>
          <TextField control={control} name="approved1" label="First approver" isRequired />
          <TextField control={control} name="approved2" label="Second approver" isRequired />
        </fieldset>
        <div className="actions">
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save payment'}
          </Button>
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        </div>
      </Form>
    </section>
  );
}
