import { api } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { db } from '../support/database';
import { basicInfo } from '../../../packages/test-kit/src/step-bodies';

// Whatever a client sends, the answer is a 4xx with a message, never a 500, and nothing is stored.
describe('[APPLICANT][BAD INPUT]', () => {
  it.each([
    ['malformed JSON', '{"cell_phone": "08', 400],
    ['a JSON array', '[1, 2, 3]', 400],
    ['a JSON string', '"hello"', 400],
  ])('answers %s with %i and a message', async (_label, raw, status) => {
    const applicant = await registerApplicant();
    const { body } = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .set('Content-Type', 'application/json')
      .send(raw)
      .expect(status);
    expect(body.error).toEqual(expect.any(String));
  });

  it('answers a body over the size limit with 413', async () => {
    const applicant = await registerApplicant();
    const { body } = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ ...basicInfo(), address: 'x'.repeat(400 * 1024) })
      .expect(413);
    expect(body.error).toEqual(expect.any(String));
  });

  it('answers wrong types with the field\'s message and stores nothing', async () => {
    const applicant = await registerApplicant();
    const { body } = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ ...basicInfo(), cell_phone: { $gt: '' }, dob_year: ['2004'] })
      .expect(400);
    expect(body.error).toEqual(expect.any(String));
    expect((await db()('applicants').where({ id: applicant.applicantId }).first()).cell_phone).toBeNull();
  });

  // Issue 16 item 5: a field the call does not know is refused with a message, never dropped with a 200.
  it.each([
    ['a prototype key (refused by the body parser)', '"__proto__": {"admin": true}', 'Object contains forbidden prototype property'],
    ['a constructor key', '"constructor": {"prototype": {"admin": true}}', 'Unknown field "constructor": remove it and send again'],
    ['another e-mail', '"email": "taken.over@example.org"', 'This is not the e-mail you signed in with: sign in with the account you want to change.'],
    ['another name', '"first_name": "Hacker"', "Your name is kept as you registered it: ask the fund's office to correct it."],
  ])('refuses %s with a message and stores nothing', async (_case, extra, message) => {
    const applicant = await registerApplicant();
    const before = await db()('applicants').where({ id: applicant.applicantId }).first();
    const { body } = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .set('Content-Type', 'application/json')
      .send(`{${JSON.stringify(basicInfo()).slice(1, -1)}, ${extra}}`)
      .expect(400);
    expect(body).toEqual({ error: message });
    expect(await db()('applicants').where({ id: applicant.applicantId }).first()).toEqual(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers huge and unicode strings calmly', async () => {
    const applicant = await registerApplicant();
    const { body } = await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ ...basicInfo(), address: '🏠 12 Wale Street, Bo-Kaap — ' + 'ñ'.repeat(300) })
      .expect(400);
    expect(body.error).toMatch(/255 characters or fewer/);
    await api()
      .post('/api/updateapplicant')
      .set(authorised(applicant))
      .send({ ...basicInfo(), address: '🏠 12 Wale Street, Bo-Kaap — Kaapstad ñ', city: "Cape Town'; DROP TABLE applicants;--" })
      .expect(200);
    const stored = await db()('applicants').where({ id: applicant.applicantId }).first();
    expect(stored.address).toBe('🏠 12 Wale Street, Bo-Kaap — Kaapstad ñ');
    expect(stored.city).toBe("Cape Town'; DROP TABLE applicants;--");
  });
});
