import { FieldFrame } from '@bursary/web-ui/components/form/field-frame';
import { Input } from '@bursary/web-ui/components/ui/text-input';

type ReadOnlyFieldProps = {
  id: string;
  label: string;
  value: string;
  hint?: string;
};

/** A value the person sees but does not type: the sign-in e-mail, a computed total. */
export function ReadOnlyField({ id, label, value, hint }: ReadOnlyFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <Input id={id} value={value} readOnly aria-describedby={hint ? `${id}-hint` : undefined} className="read-only-input" />
    </FieldFrame>
  );
}
