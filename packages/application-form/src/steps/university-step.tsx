import type { ReferenceLists } from '@bursary/domain/api-types';
import { OTHER_COURSE, OTHER_UNIVERSITY } from '@bursary/domain/constants';
import { completionYears } from '@bursary/domain/cycle-years';
import { DURATIONS_OF_STUDY } from '@bursary/domain/options/durations-of-study';
import { YEARS_OF_STUDY } from '@bursary/domain/options/years-of-study';
import { universitySchema, type UniversityValues } from '@bursary/domain/schemas/university';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { AmountField } from '../fields/amount-field';
import { ReadOnlyField } from '../fields/read-only-field';
import { SelectField, type SelectOptionGroup } from '../fields/select-field';
import { TextInputField } from '../fields/text-input-field';
import { StepForm } from '../step-form';
import type { StepProps } from '../step-props';
import { useStep } from '../use-step';

/** A returning applicant's type, set from last year's application: shown, not asked. */
export type PresetApplicationType = { value: string; label: string };

type UniversityStepProps = StepProps<UniversityValues> & {
  lists: Pick<
    ReferenceLists,
    'universities' | 'courses' | 'islamic_courses' | 'islamic_college' | 'study_levels' | 'application_types'
  >;
  /** The cycle whose completion years (cycle year and the four after it) are offered. */
  cycleYear: number;
  presetApplicationType?: PresetApplicationType | null;
};

function groupUniversities(universities: ReferenceLists['universities']): SelectOptionGroup[] {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const { name, group } of universities) {
    groups.set(group, [...(groups.get(group) ?? []), { value: name, label: name }]);
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}

export function UniversityStep({ lists, cycleYear, presetApplicationType, navigation, ...step }: UniversityStepProps) {
  const { form, control, problem, save, isSaving } = useStep({
    ...step,
    schema: universitySchema,
    context: { cycleYear },
    fixedValues: presetApplicationType ? { application_type: presetApplicationType.value } : undefined,
  });
  const { setValue } = form;
  const [university, course] = useWatch({ control, name: ['university', 'course'] });
  // One Islamic studies college offers its own four courses instead of the general list.
  const courses = university === lists.islamic_college ? lists.islamic_courses : lists.courses;

  useEffect(() => {
    if (course && !courses.includes(course)) setValue('course', '');
  }, [course, courses, setValue]);

  return (
    <StepForm title="University" navigation={navigation} problem={problem} isSaving={isSaving} onSave={save}>
      <div className="step-grid">
        {presetApplicationType ? (
          <ReadOnlyField id="field-application_type" label="Application type" value={presetApplicationType.label} />
        ) : (
          <SelectField control={control} name="application_type" label="Application type" options={lists.application_types} isRequired />
        )}
        <SelectField
          control={control}
          name="university"
          label="University or college"
          groups={groupUniversities(lists.universities)}
          hint="Not listed? Choose Other and type its name."
          isRequired
        />
        {university === OTHER_UNIVERSITY && (
          <TextInputField control={control} name="uni" label="Specify university or college" isRequired />
        )}
        <SelectField
          control={control}
          name="course"
          label="Course"
          options={courses}
          hint={courses.includes(OTHER_COURSE) ? 'Not listed? Choose OTHER and type its name.' : undefined}
          isRequired
        />
        {course === OTHER_COURSE && <TextInputField control={control} name="cor" label="Specify course" isRequired />}
        <SelectField control={control} name="unilevel" label="Study level" options={lists.study_levels} isRequired />
        <SelectField control={control} name="year_of_study" label="Year of study" options={YEARS_OF_STUDY} isRequired />
        <TextInputField control={control} name="student_number" label="Student number" hint="Optional" />
        <SelectField
          control={control}
          name="duration_of_study"
          label="Duration of study"
          options={DURATIONS_OF_STUDY}
          isRequired
        />
        <SelectField
          control={control}
          name="completion_year"
          label="Completion year"
          options={completionYears(cycleYear).map((year) => ({ value: year, label: String(year) }))}
          isRequired
        />
      </div>
      <fieldset className="step-group">
        <legend>Required amounts</legend>
        <div className="step-grid">
          <AmountField control={control} name="amount_for_tuition" label="Required amount for tuition" />
          <AmountField control={control} name="amount_for_books" label="Required amount for books" />
          <AmountField control={control} name="amount_for_accommodation" label="Required amount for accommodation" />
          <AmountField control={control} name="amount_for_transport" label="Required amount for travelling" />
        </div>
      </fieldset>
    </StepForm>
  );
}
