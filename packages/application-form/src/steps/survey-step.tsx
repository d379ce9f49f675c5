import type { ReferenceLists } from '@bursary/domain/api-types';
import { OTHER_HOW_LEARNED } from '@bursary/domain/constants';
import { NO, YES, YES_NO } from '@bursary/domain/options/yes-no';
import { surveySchema, type SurveyValues } from '@bursary/domain/schemas/survey';
import { useWatch, type Control } from 'react-hook-form';
import { useFormWords } from '../audience';
import { SelectField } from '../fields/select-field';
import { TextAreaField } from '../fields/text-area-field';
import { TextInputField } from '../fields/text-input-field';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStep, type FormValues } from '../use-step';

type SurveyStepProps = StepProps<SurveyValues> & {
  lists: Pick<ReferenceLists, 'how_learned_sources'>;
};

const NARRATIVES = [
  ['the_course_you_wish', 'Tell us about the course you wish to study'],
  ['academic_achievements', 'Tell us about your best academic achievements'],
  ['community_involvement', 'Tell us about your community involvement'],
  ['tell_us', 'Why should you receive the bursary?'],
] as const;

type FollowUp = { name: string; label: string; when: number; isLong?: boolean };
type YesNoQuestion = { name: string; label: string; followUp?: FollowUp };

const PROGRAMME_QUESTIONS: readonly YesNoQuestion[] = [
  {
    name: 'parents_assisted_by_provider',
    label: 'Were your parents assisted by the Fund?',
    followUp: { name: 'parents_assisted_by_provider_specify', label: "Parent's name", when: YES },
  },
  {
    name: 'assisted_by_vocational_programme',
    label: "Have you previously completed the Fund's vocational training programme?",
    followUp: { name: 'assisted_by_vocational_programme_specify', label: 'Course and year completed', when: YES },
  },
  { name: 'mentor_participation', label: 'Would you take part in the mentoring programme?' },
  { name: 'volunteer_participation', label: 'Would you volunteer?' },
  { name: 'seminars_participation', label: 'Would you attend seminars and workshops?' },
  { name: 'tutor_participation', label: 'Would you become a tutor?' },
];

const FEEDBACK_QUESTIONS: readonly YesNoQuestion[] = [
  {
    name: 'was_the_application_form_easy',
    label: 'Was the application form easy to access?',
    followUp: { name: 'was_the_application_easy_specify', label: 'Why was it not easy to access?', when: NO, isLong: true },
  },
  {
    name: 'opening_date',
    label: 'Was the opening date suitable?',
    followUp: { name: 'opening_date_explain', label: 'Why was the opening date not suitable?', when: NO, isLong: true },
  },
  {
    name: 'closing_date',
    label: 'Was the closing date suitable?',
    followUp: { name: 'closing_date_explain', label: 'Why was the closing date not suitable?', when: NO, isLong: true },
  },
  {
    name: 'instructions_clear',
    label: 'Were the instructions clear?',
    followUp: { name: 'instructions_clear_explain', label: 'What was not clear?', when: NO, isLong: true },
  },
];

type QuestionProps = YesNoQuestion & { control: Control<FormValues> };

/** A yes/no select whose follow-up field appears for the answer that needs it. */
function YesNoField({ control, name, label, followUp }: QuestionProps) {
  const answer = useWatch({ control, name });
  const isFollowUpShown = followUp !== undefined && answer === String(followUp.when);
  return (
    <div className="survey-question">
      <SelectField control={control} name={name} label={label} options={YES_NO} isRequired />
      {isFollowUpShown &&
        (followUp.isLong ? (
          <TextAreaField control={control} name={followUp.name} label={followUp.label} isRequired />
        ) : (
          <TextInputField control={control} name={followUp.name} label={followUp.label} isRequired />
        ))}
    </div>
  );
}

export function SurveyStep({ lists, navigation, ...step }: SurveyStepProps) {
  const { control, problem, save, isSaving } = useStep({ ...step, schema: surveySchema });
  const isOtherSource = useWatch({ control, name: 'how_did_you_learn' }) === OTHER_HOW_LEARNED;
  const words = useFormWords();

  return (
    <StepForm title="Survey" navigation={navigation} problem={problem} isSaving={isSaving} onSave={save}>
      {NARRATIVES.map(([name, label]) => (
        <TextAreaField key={name} control={control} name={name} label={label} isRequired />
      ))}
      <fieldset className="step-group">
        <legend>The Fund's programmes</legend>
        {PROGRAMME_QUESTIONS.map((question) => (
          <YesNoField key={question.name} control={control} {...question} />
        ))}
      </fieldset>
      <fieldset className="step-group">
        <legend>{words('applyingExperience')}</legend>
        <SelectField
          control={control}
          name="how_did_you_learn"
          label="How did you learn of the programme?"
          options={lists.how_learned_sources}
          isRequired
        />
        {isOtherSource && (
          <TextInputField control={control} name="how_did_you_learn_specify" label="Specify how you learned of it" isRequired />
        )}
        {FEEDBACK_QUESTIONS.map((question) => (
          <YesNoField key={question.name} control={control} {...question} />
        ))}
      </fieldset>
    </StepForm>
  );
}
