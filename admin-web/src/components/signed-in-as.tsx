import { roleName } from '@bursary/domain/roles';
import { useSession } from '@bursary/web-ui/session';

const ROLE_LABELS = { staff: 'Staff', reviewer: 'Reviewer', applicant: 'Applicant' } as const;

/** The top bar's "who is signed in": the person's name and whether they are staff or a reviewer. */
export function SignedInAs() {
  const session = useSession();
  const role = roleName(session?.role);
  if (!session || !role) return null;
  const name = [session.first_name, session.last_name].filter(Boolean).join(' ') || session.email;
  return (
    <p className="signed-in-as">
      <span className="signed-in-as-name">{name}</span> <span className={`signed-in-as-role role-${role}`}>{ROLE_LABELS[role]}</span>
    </p>
  );
}
