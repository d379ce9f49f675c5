import crypto from 'node:crypto';
import { signIn } from './api';
import type { signInAs } from './cms-admin';
import { db } from './database';

export type StaffMember = { token: string; user: number; name: string };

const USERS = '/content-manager/collection-types/plugin::users-permissions.user';

/** Another staff member, made as an operator does: a users-permissions user with the Staff role, in the admin panel. */
export const newStaffMember = async (operator: Awaited<ReturnType<typeof signInAs>>, firstName: string, lastName: string): Promise<StaffMember> => {
  const credentials = {
    email: `${firstName.toLowerCase()}.${crypto.randomBytes(4).toString('hex')}@bursary.local`,
    password: 'Staff!score2025',
  };
  const role = await db()('up_roles').where({ type: 'staff' }).first('id');
  await operator
    .post(USERS, {
      username: credentials.email,
      email: credentials.email,
      password: credentials.password,
      confirmed: true,
      blocked: false,
      first_name: firstName,
      last_name: lastName,
      role: { connect: [{ id: role.id }] },
    })
    .expect(201);
  const session = await signIn(credentials);
  expect(session.role).toBe(1);
  return { ...session, name: `${firstName} ${lastName}` };
};

/** The run's first staff member (TEST_STAFF) and their name. */
export const firstStaffMember = async (): Promise<StaffMember> => {
  const first = await signIn();
  const user = await db()('up_users').where({ id: first.user }).first('first_name', 'last_name');
  return { ...first, name: `${user.first_name} ${user.last_name}` };
};
