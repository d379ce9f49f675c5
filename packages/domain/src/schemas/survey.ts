import { object, type InferType } from 'yup';
import { LONG_TEXT_MAX_LENGTH, OTHER_HOW_LEARNED, SHORT_TEXT_MAX_LENGTH } from '../constants.js';
import { NO, YES } from '../options/yes-no.js';
import { optionalText, requiredLongText, requiredText, requiredYesNo } from './fields.js';

function requiredWhen(field: string, answer: string | number, message: string, max = SHORT_TEXT_MAX_LENGTH) {
  return optionalText(max).when(field, {
    is: answer,
    then: (schema) => schema.required(message),
  });
}

export const surveySchema = object({
  the_course_you_wish: requiredLongText('Tell us about the course you wish to study'),
  academic_achievements: requiredLongText('Tell us about your best academic achievements'),
  community_involvement: requiredLongText('Tell us about your community involvement?'),
  tell_us: requiredLongText('Tell us why you should receive the bursary'),
  parents_assisted_by_provider: requiredYesNo('Select whether your parents were assisted by the fund'),
  parents_assisted_by_provider_specify: requiredWhen('parents_assisted_by_provider', YES, "Enter your parent's name"),
  assisted_by_vocational_programme: requiredYesNo('Select whether you completed the vocational training programme'),
  assisted_by_vocational_programme_specify: requiredWhen(
    'assisted_by_vocational_programme',
    YES,
    'Enter the course and year of the vocational training programme',
  ),
  mentor_participation: requiredYesNo('Select whether you would take part in the mentoring programme'),
  volunteer_participation: requiredYesNo('Select whether you would volunteer'),
  seminars_participation: requiredYesNo('Select whether you would attend seminars and workshops'),
  tutor_participation: requiredYesNo('Select whether you would become a tutor'),
  how_did_you_learn: requiredText('Select how you learned of the programme'),
  how_did_you_learn_specify: requiredWhen(
    'how_did_you_learn',
    OTHER_HOW_LEARNED,
    'Specify how you learned of the programme',
  ),
  was_the_application_form_easy: requiredYesNo('Select whether the application form was easy to access'),
  was_the_application_easy_specify: requiredWhen(
    'was_the_application_form_easy',
    NO,
    'Explain why the application form was not easy to access',
    LONG_TEXT_MAX_LENGTH,
  ),
  opening_date: requiredYesNo('Select whether the opening date was suitable'),
  opening_date_explain: requiredWhen(
    'opening_date',
    NO,
    'Explain why the opening date was not suitable',
    LONG_TEXT_MAX_LENGTH,
  ),
  closing_date: requiredYesNo('Select whether the closing date was suitable'),
  closing_date_explain: requiredWhen(
    'closing_date',
    NO,
    'Explain why the closing date was not suitable',
    LONG_TEXT_MAX_LENGTH,
  ),
  instructions_clear: requiredYesNo('Select whether the instructions were clear'),
  instructions_clear_explain: requiredWhen(
    'instructions_clear',
    NO,
    'Explain why the instructions were not clear',
    LONG_TEXT_MAX_LENGTH,
  ),
}).noUnknown();

export type SurveyValues = InferType<typeof surveySchema>;
