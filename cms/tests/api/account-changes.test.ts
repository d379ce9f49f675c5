import { api } from '../support/api';
import { authorised, registerApplicant } from '../support/applicants';
import { createSuperAdmin, signInAs } from '../support/cms-admin';
import { db } from '../support/database';

// Blocking a user in the admin panel, changing their role or deleting them ends their sessions at
// once: the login they already hold stops working on the next call, not when it expires (12 h).

const USERS = '/content-manager/collection-types/plugin::users-permissions.user';

let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  admin = await signInAs(await createSuperAdmin());
});

// A signed-in applicant whose session the cms has just checked (and so remembers as alive).
const signedInApplicant = async () => {
  const applicant = await registerApplicant();
  await api().get('/api/myapplication').set(authorised(applicant)).expect(200);
  const user = await db()('up_users').where({ email: applicant.email }).first('id', 'document_id');
  return { applicant, user };
};

describe('[SECURITY][ACCOUNTS]: changes made in the admin panel', () => {
  it("blocking a user ends the login they hold at once", async () => {
    const { applicant, user } = await signedInApplicant();
    await admin.put(`${USERS}/${user.document_id}`, { blocked: true }).expect(200);
    await api().get('/api/myapplication').set(authorised(applicant)).expect(401);
    // And a blocked user cannot sign in again.
    await api().post('/api/login').send({ email: applicant.email, password: applicant.password }).expect(403);
  });

  it("changing a user's role ends the login they hold at once", async () => {
    const { applicant, user } = await signedInApplicant();
    const staffRole = await db()('up_roles').where({ type: 'staff' }).first('id');
    await admin.put(`${USERS}/${user.document_id}`, { role: { connect: [{ id: staffRole.id }] } }).expect(200);
    await api().get('/api/myapplication').set(authorised(applicant)).expect(401);
  });

  it('editing something else keeps the login working', async () => {
    const { applicant, user } = await signedInApplicant();
    await admin.put(`${USERS}/${user.document_id}`, { first_name: 'Renamed' }).expect(200);
    await api().get('/api/myapplication').set(authorised(applicant)).expect(200);
  });

  it('deleting a user ends the login they hold at once', async () => {
    const { applicant, user } = await signedInApplicant();
    await admin.delete(`${USERS}/${user.document_id}`).expect(200);
    await api().get('/api/myapplication').set(authorised(applicant)).expect(401);
  });
});
