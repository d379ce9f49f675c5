import { DetailsList } from '@bursary/web-ui/components/details-list';
import type { DashboardData } from '../api/get-dashboard-data';

const NOT_GIVEN = 'Not given';

const years = (duration: number | null) => {
  if (duration === null) return NOT_GIVEN;
  return duration === 1 ? '1 year' : `${duration} years`;
};

/** The fields the dashboard shows under every outcome. */
export function ApplicantDetails({ data }: { data: DashboardData }) {
  const items = [
    { label: 'First Name', value: data.first_name },
    { label: 'Last Name', value: data.last_name },
    { label: 'ID Number', value: data.id_number || NOT_GIVEN },
    { label: 'Student No', value: data.student_number || NOT_GIVEN },
    { label: 'University', value: data.university || NOT_GIVEN },
    { label: 'Course', value: data.course || NOT_GIVEN },
    { label: 'Duration of Study', value: years(data.duration) },
  ];

  return (
    <section className="panel" aria-labelledby="details-title">
      <h2 id="details-title">
        {data.application_year ? `Your ${data.application_year} application` : 'Your details'}
      </h2>
      <DetailsList items={items} />
    </section>
  );
}
