import type { CriterionScore, RubricCriterion } from '@bursary/domain/scoring';
import { REASON_MAX_LENGTH, reasonField, scoreField } from '@bursary/domain/scoring';
import { Input, Radio } from 'antd';

type CriterionFieldProps = {
  criterion: RubricCriterion;
  value: CriterionScore;
  errors: Record<string, string>;
  onChange: (value: CriterionScore) => void;
};

export const criterionFieldId = (key: string) => `criterion-${key}`;
const reasonId = (key: string) => `criterion-${key}-reason`;

const scaleOf = ({ scale_min: min, scale_max: max }: RubricCriterion) => Array.from({ length: max - min + 1 }, (_, index) => min + index);

/** One criterion: its scale as radio buttons (arrow keys move along it) and the reason, each with its message. */
export function CriterionField({ criterion, value, errors, onChange }: CriterionFieldProps) {
  const { key, name, description, weight, scale_min: min, scale_max: max } = criterion;
  const scoreError = errors[scoreField(key)];
  const reasonError = errors[reasonField(key)];
  const scoreErrorId = `${criterionFieldId(key)}-error`;
  const reasonErrorId = `${reasonId(key)}-error`;
  const hintId = `${criterionFieldId(key)}-hint`;
  return (
    <fieldset
      id={criterionFieldId(key)}
      className="criterion-field"
      aria-describedby={[hintId, scoreError ? scoreErrorId : ''].filter(Boolean).join(' ')}
    >
      <legend>{name}</legend>
      <p id={hintId} className="criterion-hint">
        {description ? `${description} ` : ''}
        Scored {min} to {max}, weight {weight}; the reason up to {REASON_MAX_LENGTH} characters.
      </p>
      <Radio.Group
        className="criterion-scale"
        name={`${key}-score`}
        value={value.score}
        onChange={(event) => onChange({ ...value, score: Number(event.target.value) })}
        options={scaleOf(criterion).map((score) => ({ value: score, label: String(score) }))}
      />
      {scoreError && (
        <p id={scoreErrorId} className="field-error">
          {scoreError}
        </p>
      )}
      <label htmlFor={reasonId(key)} className="criterion-reason-label">
        Reason for the {name} score
      </label>
      <Input.TextArea
        id={reasonId(key)}
        value={value.reason}
        autoSize={{ minRows: 2 }}
        maxLength={REASON_MAX_LENGTH}
        status={reasonError ? 'error' : undefined}
        aria-invalid={Boolean(reasonError)}
        aria-describedby={reasonError ? reasonErrorId : undefined}
        onChange={(event) => onChange({ ...value, reason: event.target.value })}
      />
      {reasonError && (
        <p id={reasonErrorId} className="field-error">
          {reasonError}
        </p>
      )}
    </fieldset>
  );
}

/** Moves focus to the first field with a message: the score's checked (or first) radio, or the reason. */
export const focusFirstError = (errors: Record<string, string>) => {
  const [field] = Object.keys(errors);
  if (!field) return;
  const [key, part] = field.split('.');
  const target =
    part === 'reason'
      ? document.getElementById(reasonId(key))
      : (document.querySelector<HTMLInputElement>(`#${criterionFieldId(key)} input:checked`) ??
        document.querySelector<HTMLInputElement>(`#${criterionFieldId(key)} input`));
  target?.focus();
};
