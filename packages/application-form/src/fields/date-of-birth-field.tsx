import { birthYears, newestFirst } from '@bursary/domain/cycle-years';
import type { Control } from 'react-hook-form';
import type { FormValues } from '../use-step';
import { SelectField } from './select-field';

const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
const MONTHS = MONTH_NAMES.map((label, index) => ({ value: index + 1, label }));
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1).map((day) => ({ value: day, label: String(day) }));

type DateOfBirthFieldProps = {
  control: Control<FormValues>;
};

/** Year, month and day selects (years 1930 to this year, newest first) with the placeholders year, month, day. */
export function DateOfBirthField({ control }: DateOfBirthFieldProps) {
  const years = newestFirst(birthYears()).map((year) => ({ value: year, label: String(year) }));
  return (
    <fieldset className="date-of-birth">
      <legend>
        Date of birth <span className="required-mark" aria-hidden="true">*</span>
      </legend>
      <div className="date-of-birth-parts">
        <SelectField control={control} name="dob_year" label="Year" placeholder="year" options={years} isRequired autoComplete="bday-year" />
        <SelectField control={control} name="dob_month" label="Month" placeholder="month" options={MONTHS} isRequired autoComplete="bday-month" />
        <SelectField control={control} name="dob_day" label="Day" placeholder="day" options={DAYS} isRequired autoComplete="bday-day" />
      </div>
    </fieldset>
  );
}
