import { api } from '../support/api';

const TEXT_KEYS = [
  'landing_intro', 'landing_intro_closed', 'eligibility_article', 'eligibility_confirmation', 'terms_and_conditions', 'declaration',
  'pledge', 'outcome_selected', 'outcome_declined', 'outcome_awaiting', 'closed_notice', 'privacy_policy',
];

describe('[CMS][CONTENT]: GET /api/portal-content', () => {
  it('serves the settings with every year derived from the cycle year', async () => {
    const { body } = await api().get('/api/portal-content').expect(200);
    expect(body.settings).toMatchObject({
      cycle_year: 2025,
      applications_open: true,
      upload_max_bytes: 2097152,
      token_upload_max_bytes: 5097152,
      previous_year: 2024,
      completion_years: [2025, 2026, 2027, 2028, 2029],
      filter_years: [2019, 2020, 2021, 2022, 2023, 2024, 2025],
      applicant_url: 'http://localhost:3000',
      admin_url: 'http://localhost:3001',
    });
  });

  it('serves every editable text as sanitised HTML with the cycle year filled in', async () => {
    const { body } = await api().get('/api/portal-content').expect(200);
    expect(Object.keys(body.texts).sort()).toEqual([...TEXT_KEYS].sort());
    expect(body.texts.eligibility_article.title).toBe('Who Qualifies and Who Should Apply for a Zakah Bursary');
    expect(body.texts.eligibility_confirmation.html).toContain(
      'I have read and understood the WHO QUALIFIES article above and I believe that I meet the criteria',
    );
    expect(body.texts.pledge.html).toContain(
      'I hereby confirm that I will comply with the rules and regulations pertaining to the bursary programme.',
    );
    expect(body.texts.closed_notice.html).toContain('Application for 2025 now closed');
    expect(body.texts.landing_intro.html).toContain('2025');
    expect(body.texts.landing_intro.html).toContain('a date still to be announced');
    expect(body.texts.privacy_policy.html).toContain('Information Regulator');
    // The landing's two variants: open (the default) and closed.
    expect(body.texts.landing_intro.html).toContain('are now open');
    expect(body.texts.landing_intro_closed.html).toContain('Applications for the <strong>2025 Zakah Bursary</strong> are closed.');
    expect(body.texts.landing_intro_closed.html).not.toContain('now open');
    for (const key of TEXT_KEYS) {
      expect(body.texts[key].title).not.toContain('{{');
      expect(body.texts[key].html).not.toMatch(/\{\{|<script/i);
    }
  });

  it('serves the 15-point declaration in order', async () => {
    const { body } = await api().get('/api/portal-content').expect(200);
    const points = body.texts.declaration.html.match(/<li>/g) ?? [];
    expect(points).toHaveLength(15);
    expect(body.texts.declaration.html).toContain('<a href="/privacy"');
  });

  it('serves the how-to-apply guide as ordered captioned steps', async () => {
    const { body } = await api().get('/api/portal-content').expect(200);
    expect(body.guide_steps.length).toBeGreaterThanOrEqual(10);
    const positions = body.guide_steps.map((step: { position: number }) => step.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(body.guide_steps[0].caption).toMatch(/Apply Now/);
  });
});
