import type { ApplicantMatch } from '@bursary/domain/back-office-api';

/** An application found by the applicant search: who, their e-mail, and which year. */
export function MatchDetails({ match }: { match: ApplicantMatch }) {
  return (
    <>
      <span className="match-name">{match.name}</span>
      <span className="match-email">{match.email}</span>
      <span>{match.application_year} application</span>
    </>
  );
}
