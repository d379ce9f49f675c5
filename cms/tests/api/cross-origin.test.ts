import { api } from '../support/api';

describe('[CMS][CORS]', () => {
  it("lets the two apps' origins call the API from a browser, and no other origin", async () => {
    for (const origin of ['http://localhost:3000', 'http://localhost:3001']) {
      const allowed = await api().options('/api/login').set('Origin', origin).set('Access-Control-Request-Method', 'POST');
      expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    }
    const refused = await api().options('/api/login').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the security headers on API answers', async () => {
    const response = await api().get('/api/portal-content').expect(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
