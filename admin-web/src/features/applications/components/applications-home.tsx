import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import { BulkLetters } from '@/features/bulk-letters/components/bulk-letters';
import { ExportsPanel } from '@/features/exports/components/exports-panel';
import { useGridQuery } from '../hooks/use-grid-query';
import { ApplicationsGrid } from './applications-grid';

type HomeProps = { cycleYear: number; years: readonly number[] };

function Home({ cycleYear, years }: HomeProps) {
  const { query } = useGridQuery(cycleYear, years);
  return (
    <>
      <ApplicationsGrid cycleYear={cycleYear} years={years} />
      <ExportsPanel year={query.year} cycleYear={cycleYear} />
      <BulkLetters cycleYear={cycleYear} />
    </>
  );
}

/** The admin home: the counts and the grid, the exports and zips of the chosen year, and the bulk letters. */
export function ApplicationsHome() {
  const content = usePortalContent();
  if (!content.data) return <NotLoaded results={[content]} errorTitle="We could not load the portal's settings" />;
  const { cycle_year: cycleYear, filter_years: years } = content.data.settings;
  return <Home cycleYear={cycleYear} years={years} />;
}
