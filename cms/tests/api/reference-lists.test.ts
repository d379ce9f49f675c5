import { api } from '../support/api';

describe('[CMS][REFERENCE]: GET /api/reference-lists', () => {
  it('serves every option list the forms need, seeded with real South African data', async () => {
    const { body } = await api().get('/api/reference-lists').expect(200);

    const publicUniversities = body.universities.filter((u: { group: string }) => u.group === 'Public university');
    expect(publicUniversities).toHaveLength(26);
    expect(publicUniversities.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['University of Cape Town', 'University of the Witwatersrand', 'University of South Africa']),
    );
    expect(body.universities.filter((u: { group: string }) => u.group === 'TVET college').length).toBe(50);
    expect(body.universities.at(-1)).toEqual({ name: 'Other', group: 'Other' });

    expect(body.courses.at(-1)).toBe('OTHER');
    expect(body.islamic_courses).toHaveLength(4);
    expect(body.universities.map((u: { name: string }) => u.name)).toContain(body.islamic_college);

    expect(body.provinces).toHaveLength(9);
    expect(body.provinces).toEqual(expect.arrayContaining(['Gauteng', 'KwaZulu-Natal', 'Western Cape', 'Limpopo']));
    expect(body.study_levels).toHaveLength(14);
    expect(body.study_levels[0]).toBe('Diploma');
    expect(body.study_levels.at(-1)).toBe('PhD');
    expect(body.how_learned_sources).toHaveLength(7);
    expect(body.countries).toContain('South Africa');
    expect(body.countries.length).toBeGreaterThanOrEqual(195);
    expect(body.languages.slice(0, 12)).toEqual(expect.arrayContaining(['isiZulu', 'isiXhosa', 'Afrikaans', 'English', 'Sesotho']));
    expect(body.application_types).toEqual([
      'First time applicant (matriculant)',
      'First time applicant (currently at Tertiary Institution)',
      'Sponsored by the provider previously',
    ]);
    expect(body.races).toEqual(['African', 'Coloured', 'Malay', 'Indian', 'White', 'Other', 'Foreign National']);
    expect(body.religions).toEqual(['Islam', 'Other']);
    expect(body.employment_statuses).toEqual(['Employed', 'Self-employed', 'Unemployed']);
    expect(body.marital_statuses).toEqual(['Married', 'Never-married', 'Divorced/Separated']);
    expect(body.reference_types).toEqual(['Religious Leader', 'University/School']);
  });
});
