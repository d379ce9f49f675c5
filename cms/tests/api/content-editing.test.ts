import { api } from '../support/api';
import { signInToAdminPanel } from '../support/cms-admin';

const TEXTS = '/collection-types/api::portal.portal-text';
const OPTIONS = '/collection-types/api::reference.reference-option';
const SETTINGS = '/single-types/api::portal.portal-setting';

const findText = async (editor: Awaited<ReturnType<typeof signInToAdminPanel>>, key: string) => {
  const list = await editor.get(`${TEXTS}?filters[key][$eq]=${key}`).expect(200);
  return list.body.results[0] as { documentId: string; title: string; body: string };
};

// Editors work in the Strapi admin panel; the apps' content calls show their changes at once.
describe('[CMS][EDITING]', () => {
  it("shows an editor's change to the eligibility article on the next content read", async () => {
    const editor = await signInToAdminPanel();
    const article = await findText(editor, 'eligibility_article');
    expect(article.title).toBe('Who Qualifies and Who Should Apply for a Zakah Bursary');

    await api().get('/api/portal-content').expect(200);
    await editor
      .put(`${TEXTS}/${article.documentId}`, {
        title: article.title,
        body: `${article.body}\n\nApplicants from {{cycle_year}} must also **attend an interview**.`,
      })
      .expect(200);

    const { body } = await api().get('/api/portal-content').expect(200);
    expect(body.texts.eligibility_article.html).toContain('Applicants from 2025 must also <strong>attend an interview</strong>.');
  });

  it("lets an editor change the closed variant of the landing's intro", async () => {
    const editor = await signInToAdminPanel();
    const closed = await findText(editor, 'landing_intro_closed');
    try {
      await editor.put(`${TEXTS}/${closed.documentId}`, { title: closed.title, body: 'Applications for {{cycle_year}} reopen in **January**.' }).expect(200);
      const { body } = await api().get('/api/portal-content').expect(200);
      expect(body.texts.landing_intro_closed.html).toContain('Applications for 2025 reopen in <strong>January</strong>.');
      expect(body.texts.landing_intro.html).toContain('are now open');
    } finally {
      await editor.put(`${TEXTS}/${closed.documentId}`, { title: closed.title, body: closed.body }).expect(200);
    }
  });

  it('keeps an editor from putting script into a text the site shows', async () => {
    const editor = await signInToAdminPanel();
    const text = await findText(editor, 'outcome_awaiting');
    await editor
      .put(`${TEXTS}/${text.documentId}`, {
        title: text.title,
        body: `${text.body}\n\n<script>alert(1)</script><img src=x onerror=alert(1)>[link](javascript:alert(1))`,
      })
      .expect(200);

    const { body } = await api().get('/api/portal-content').expect(200);
    expect(body.texts.outcome_awaiting.html).toContain('Thank you');
    expect(body.texts.outcome_awaiting.html).not.toMatch(/<script|<img|onerror=|href="javascript:/i);
  });

  it('adds, hides and removes entries of an option list for the forms', async () => {
    const editor = await signInToAdminPanel();
    const created = await editor
      .post(OPTIONS, { list: 'university', name: 'Cape Town Academy of Islamic Sciences', group: 'Private college', position: 99, active: true })
      .expect(201);
    const documentId = created.body.data.documentId;

    let lists = (await api().get('/api/reference-lists').expect(200)).body;
    expect(lists.universities).toContainEqual({ name: 'Cape Town Academy of Islamic Sciences', group: 'Private college' });

    await editor.put(`${OPTIONS}/${documentId}`, { active: false }).expect(200);
    lists = (await api().get('/api/reference-lists').expect(200)).body;
    expect(lists.universities.map((u: { name: string }) => u.name)).not.toContain('Cape Town Academy of Islamic Sciences');

    await editor.delete(`${OPTIONS}/${documentId}`).expect(200);
  });

  it('derives every year-dependent text and option from the cycle year an editor sets', async () => {
    const editor = await signInToAdminPanel();
    const before = (await editor.get(SETTINGS).expect(200)).body.data;
    try {
      await editor.put(SETTINGS, { cycle_year: 2026, applications_open: false, closing_date: '2025-11-30' }).expect(200);
      const { body } = await api().get('/api/portal-content').expect(200);
      expect(body.settings).toMatchObject({
        cycle_year: 2026,
        applications_open: false,
        previous_year: 2025,
        completion_years: [2026, 2027, 2028, 2029, 2030],
        filter_years: [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026],
      });
      expect(body.texts.closed_notice.html).toContain('Application for 2026 now closed');
      expect(body.texts.landing_intro.html).toContain('30 November 2025');
      expect(body.texts.landing_intro_closed.html).toContain('<strong>2026 Zakah Bursary</strong> are closed');
    } finally {
      await editor
        .put(SETTINGS, { cycle_year: before.cycle_year, applications_open: before.applications_open, closing_date: before.closing_date })
        .expect(200);
    }
  });
});
