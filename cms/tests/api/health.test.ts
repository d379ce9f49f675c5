import { api } from '../support/api';

describe('[CMS][HEALTH]', () => {
  it('answers the health check', async () => {
    await api().get('/_health').expect(204);
  });

  it('answers an unknown /api path with a JSON error, not a page', async () => {
    const response = await api().get('/api/no-such-call').expect(404);
    expect(response.body).toEqual({ error: 'Not found.' });
  });

  it('does not expose the users-permissions plugin routes (registration goes through the portal)', async () => {
    const register = await api().post('/api/auth/local/register').send({ username: 'x', email: 'x@example.com', password: 'Password1' });
    expect([404, 405]).toContain(register.status);
    expect(register.body.error).toEqual(expect.any(String));
    await api().post('/api/auth/local').send({ identifier: 'x@example.com', password: 'Password1' }).expect((response) => {
      expect([404, 405]).toContain(response.status);
    });
    await api().get('/api/users').expect(404);
    await api().post('/api/upload').expect(403);
  });
});
