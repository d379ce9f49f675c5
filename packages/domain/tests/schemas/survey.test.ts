import { surveySchema } from '../../src/schemas/survey';
import { messagesOf } from '../helpers';

const valid = {
  the_course_you_wish: 'Medicine, because ...',
  academic_achievements: 'Top ten in the district',
  community_involvement: 'Soup kitchen every Saturday',
  tell_us: 'My family cannot pay the fees',
  parents_assisted_by_provider: 0,
  assisted_by_vocational_programme: 0,
  mentor_participation: 1,
  volunteer_participation: 1,
  seminars_participation: 0,
  tutor_participation: 1,
  how_did_you_learn: 'Radio',
  was_the_application_form_easy: 1,
  opening_date: 1,
  closing_date: 1,
  instructions_clear: 1,
};

describe('surveySchema', () => {
  it('accepts a complete step', () => {
    expect(messagesOf(surveySchema, valid)).toEqual([]);
  });

  it('accepts yes/no answers sent as text', () => {
    expect(messagesOf(surveySchema, { ...valid, mentor_participation: '0', tutor_participation: '1' })).toEqual([]);
  });

  it.each([
    ['the_course_you_wish', 'Tell us about the course you wish to study'],
    ['academic_achievements', 'Tell us about your best academic achievements'],
    ['community_involvement', 'Tell us about your community involvement?'],
    ['tell_us', 'Tell us why you should receive the bursary'],
  ])('a blank %s shows "%s"', (field, message) => {
    expect(messagesOf(surveySchema, { ...valid, [field]: '' })).toEqual([message]);
    expect(messagesOf(surveySchema, { ...valid, [field]: ' \n ' })).toEqual([message]);
  });

  it('caps narratives at 5000 characters', () => {
    expect(messagesOf(surveySchema, { ...valid, tell_us: 'a'.repeat(5000) })).toEqual([]);
    expect(messagesOf(surveySchema, { ...valid, tell_us: 'a'.repeat(5001) })).toEqual(['Use 5000 characters or fewer']);
  });

  describe.each([
    ['parents_assisted_by_provider', 'Select whether your parents were assisted by the fund'],
    ['assisted_by_vocational_programme', 'Select whether you completed the vocational training programme'],
    ['mentor_participation', 'Select whether you would take part in the mentoring programme'],
    ['volunteer_participation', 'Select whether you would volunteer'],
    ['seminars_participation', 'Select whether you would attend seminars and workshops'],
    ['tutor_participation', 'Select whether you would become a tutor'],
    ['was_the_application_form_easy', 'Select whether the application form was easy to access'],
    ['opening_date', 'Select whether the opening date was suitable'],
    ['closing_date', 'Select whether the closing date was suitable'],
    ['instructions_clear', 'Select whether the instructions were clear'],
  ])('%s', (field, message) => {
    it.each(['', undefined, 2, 'yes'])(`%p shows "${message}"`, (value) => {
      expect(messagesOf(surveySchema, { ...valid, [field]: value })).toEqual([message]);
    });
  });

  it('requires how you learned of the programme', () => {
    expect(messagesOf(surveySchema, { ...valid, how_did_you_learn: '' })).toEqual([
      'Select how you learned of the programme',
    ]);
  });

  describe('follow-ups', () => {
    it.each([
      ['parents_assisted_by_provider', 1, 'parents_assisted_by_provider_specify', "Enter your parent's name"],
      [
        'assisted_by_vocational_programme',
        1,
        'assisted_by_vocational_programme_specify',
        'Enter the course and year of the vocational training programme',
      ],
      ['how_did_you_learn', 'Other', 'how_did_you_learn_specify', 'Specify how you learned of the programme'],
      [
        'was_the_application_form_easy',
        0,
        'was_the_application_easy_specify',
        'Explain why the application form was not easy to access',
      ],
      ['opening_date', 0, 'opening_date_explain', 'Explain why the opening date was not suitable'],
      ['closing_date', 0, 'closing_date_explain', 'Explain why the closing date was not suitable'],
      ['instructions_clear', 0, 'instructions_clear_explain', 'Explain why the instructions were not clear'],
    ])('%s = %p asks for %s ("%s")', (field, answer, followUp, message) => {
      expect(messagesOf(surveySchema, { ...valid, [field]: answer })).toEqual([message]);
      expect(messagesOf(surveySchema, { ...valid, [field]: answer, [followUp]: '  ' })).toEqual([message]);
      expect(messagesOf(surveySchema, { ...valid, [field]: answer, [followUp]: 'Because ...' })).toEqual([]);
    });

    it('reads answers sent as text', () => {
      expect(messagesOf(surveySchema, { ...valid, opening_date: '0' })).toEqual([
        'Explain why the opening date was not suitable',
      ]);
    });

    it.each([
      ['parents_assisted_by_provider', 0],
      ['assisted_by_vocational_programme', 0],
      ['how_did_you_learn', 'Friends'],
      ['was_the_application_form_easy', 1],
      ['opening_date', 1],
      ['closing_date', 1],
      ['instructions_clear', 1],
    ])('%s = %p needs no follow-up', (field, answer) => {
      expect(messagesOf(surveySchema, { ...valid, [field]: answer })).toEqual([]);
    });
  });

  it('lists every message of an empty step in form order', () => {
    expect(messagesOf(surveySchema, {})).toEqual([
      'Tell us about the course you wish to study',
      'Tell us about your best academic achievements',
      'Tell us about your community involvement?',
      'Tell us why you should receive the bursary',
      'Select whether your parents were assisted by the fund',
      'Select whether you completed the vocational training programme',
      'Select whether you would take part in the mentoring programme',
      'Select whether you would volunteer',
      'Select whether you would attend seminars and workshops',
      'Select whether you would become a tutor',
      'Select how you learned of the programme',
      'Select whether the application form was easy to access',
      'Select whether the opening date was suitable',
      'Select whether the closing date was suitable',
      'Select whether the instructions were clear',
    ]);
  });
});
