import { number, object, type InferType } from 'yup';

const PLEDGE_MESSAGE = 'Check the pledge to submit';

export const submitSchema = object({
  pledge_by_Applicant: number<1>().typeError(PLEDGE_MESSAGE).required(PLEDGE_MESSAGE).oneOf([1], PLEDGE_MESSAGE),
}).noUnknown();

export type SubmitValues = InferType<typeof submitSchema>;
