import type { ResultsUploadValues } from '@bursary/domain/schemas/results-upload';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useController, type Control } from 'react-hook-form';

const ID = 'field-reason';
const ERROR_ID = `${ID}-error`;

/** Why there are no results: required once "No results available" is ticked. */
export function ReasonField({ control }: { control: Control<ResultsUploadValues> }) {
  const { field, fieldState } = useController({ control, name: 'reason' });
  const error = fieldState.error?.message;

  return (
    <Form.Item
      label="Reason/s for no results"
      htmlFor={ID}
      required
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={ERROR_ID}>{error}</span> : undefined}
    >
      <Input.TextArea
        {...field}
        value={field.value ?? ''}
        id={ID}
        rows={4}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? ERROR_ID : undefined}
      />
    </Form.Item>
  );
}
