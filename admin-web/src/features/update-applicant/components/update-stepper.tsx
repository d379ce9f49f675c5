import Steps from 'antd/es/steps';
import { APPLICATION_SUB_STEPS, MAIN_STEPS, stageKeyAt, stageOf, type StageKey } from '../stages';

type UpdateStepperProps = {
  stage: StageKey;
  onGoTo: (stage: StageKey) => void;
};

/** BASIC INFORMATION, SOCIAL INFORMATION, APPLICATION and APPLICATION's sub-steps; staff may open any of them. */
export function UpdateStepper({ stage, onGoTo }: UpdateStepperProps) {
  const { step, substep } = stageOf(stage);
  const isApplication = step === MAIN_STEPS.length - 1;
  const subText = isApplication ? `, ${APPLICATION_SUB_STEPS[substep].title} (${substep + 1} of ${APPLICATION_SUB_STEPS.length})` : '';

  return (
    <nav className="update-stepper" aria-label="Steps of the update form">
      <p className="update-position" role="status">
        Step {step + 1} of {MAIN_STEPS.length}: {MAIN_STEPS[step]}
        {subText}
      </p>
      <Steps
        size="small"
        current={step}
        onChange={(next) => onGoTo(stageKeyAt({ step: next, substep: 0 }))}
        items={MAIN_STEPS.map((title) => ({ title }))}
      />
      {isApplication && (
        <Steps
          size="small"
          type="dot"
          className="update-sub-steps"
          current={substep}
          onChange={(next) => onGoTo(stageKeyAt({ step, substep: next }))}
          items={APPLICATION_SUB_STEPS.map(({ title }) => ({ title }))}
        />
      )}
    </nav>
  );
}
