import { api } from '../support/api';
import { TEST_CMS_ADMIN } from '../support/test-env';

const TEXTS = '/content-manager/collection-types/api::portal.portal-text';

// An editor changes the eligibility article in the Strapi admin panel; the applicant site's
// content call shows the change at once.
describe('[CMS][EDITING]', () => {
  it("shows an editor's change to the eligibility article on the next content read", async () => {
    const login = await api().post('/admin/login').send(TEST_CMS_ADMIN).expect(200);
    const adminToken = login.body.data.token;

    const list = await api()
      .get(`${TEXTS}?filters[key][$eq]=eligibility_article`)
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    const article = list.body.results[0];
    expect(article.title).toBe('Who Qualifies and Who Should Apply for a Zakah Bursary');

    await api().get('/api/portal-content').expect(200);
    await api()
      .put(`${TEXTS}/${article.documentId}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ title: article.title, body: `${article.body}\n\nApplicants from {{cycle_year}} must also **attend an interview**.` })
      .expect(200);

    const { body } = await api().get('/api/portal-content').expect(200);
    expect(body.texts.eligibility_article.html).toContain('Applicants from 2025 must also <strong>attend an interview</strong>.');
  });

  it('keeps an editor from putting script into a text the site shows', async () => {
    const login = await api().post('/admin/login').send(TEST_CMS_ADMIN).expect(200);
    const adminToken = login.body.data.token;
    const list = await api()
      .get(`${TEXTS}?filters[key][$eq]=outcome_awaiting`)
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    const text = list.body.results[0];
    await api()
      .put(`${TEXTS}/${text.documentId}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ title: text.title, body: `${text.body}\n\n<script>alert(1)</script><img src=x onerror=alert(1)>[link](javascript:alert(1))` })
      .expect(200);

    const { body } = await api().get('/api/portal-content').expect(200);
    expect(body.texts.outcome_awaiting.html).toContain('Thank you');
    expect(body.texts.outcome_awaiting.html).not.toMatch(/<script|<img|onerror=|href="javascript:/i);
  });
});
