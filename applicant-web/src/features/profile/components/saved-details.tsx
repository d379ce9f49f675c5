import { summaryGroups } from '@bursary/domain/application-summary';
import { ButtonLink } from '@bursary/web-ui/components/button-link';
import { DetailsList } from '@bursary/web-ui/components/details-list';
import type { MyApplication } from '../api/get-my-application';

type SavedDetailsProps = {
  saved: MyApplication;
  /** Whether the groups link to their step of the application form. */
  isEditable: boolean;
};

/** Everything saved so far, read-only and grouped as on the review page. */
export function SavedDetails({ saved, isEditable }: SavedDetailsProps) {
  const application: Record<string, unknown> = saved.application ?? {};
  // The survey form calls the course answer the_course_you_wish; the summary uses the stored name.
  const groups = summaryGroups({
    ...application,
    the_course_you_wish_to_study: application.the_course_you_wish,
    ...saved.applicant,
  });

  return groups.map(({ title, step, items }) => {
    const headingId = `profile-${step}-title`;
    return (
      <section key={step} className="panel" aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {items.length > 0 ? <DetailsList items={items} /> : <p>Nothing saved yet.</p>}
        {isEditable && (
          <div className="actions">
            <ButtonLink to={`/bursauryform?step=${step}`} aria-label={`Edit ${title}`}>
              Edit
            </ButtonLink>
          </div>
        )}
      </section>
    );
  });
}
