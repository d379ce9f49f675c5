import { LONG_TEXT_MAX_LENGTH } from '@bursary/domain/constants';
import { FieldFrame, useFormField } from '@bursary/web-ui/components/form/field-frame';
import { TextArea } from '@bursary/web-ui/components/ui/text-input';
import type { FieldProps } from './field-props';

const NARRATIVE_ROWS = 4;

export function TextAreaField({ label, hint, isRequired = false, ...controller }: FieldProps) {
  const { field, id, error, a11y } = useFormField({ ...controller, hint, isRequired });
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} isRequired={isRequired}>
      <TextArea {...field} {...a11y} rows={NARRATIVE_ROWS} maxLength={LONG_TEXT_MAX_LENGTH} />
    </FieldFrame>
  );
}
