import type { ResultsUploadValues } from '@bursary/domain/schemas/results-upload';
import { FieldFrame } from '@bursary/web-ui/components/form/field-frame';
import { TextArea } from '@bursary/web-ui/components/ui/text-input';
import { useController, type Control } from 'react-hook-form';

const ID = 'field-reason';
const ERROR_ID = `${ID}-error`;

/** Why there are no results: required once "No results available" is ticked. */
export function ReasonField({ control }: { control: Control<ResultsUploadValues> }) {
  const { field, fieldState } = useController({ control, name: 'reason' });
  const error = fieldState.error?.message;

  return (
    <FieldFrame id={ID} label="Reason/s for no results" error={error} isRequired>
      <TextArea
        {...field}
        value={field.value ?? ''}
        id={ID}
        rows={4}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? ERROR_ID : undefined}
      />
    </FieldFrame>
  );
}
