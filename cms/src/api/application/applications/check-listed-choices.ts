import { getService } from '../../../utils/get-service';
import { SURVEY_CHOICES, UNIVERSITY_CHOICES } from '../../reference/services/listed-choices';

// The application's choices (university, course, the survey's answers) must be ones the reference
// lists offer, and the course one the chosen university offers.
export const assertChoicesListed = async (values: Record<string, unknown>) => {
  const choices = getService('reference.listed-choices');
  await choices.assertListed(values, [...UNIVERSITY_CHOICES, ...SURVEY_CHOICES]);
  if (typeof values.university === 'string' && typeof values.course === 'string') {
    await choices.assertCourseListed(values.university, values.course);
  }
};
