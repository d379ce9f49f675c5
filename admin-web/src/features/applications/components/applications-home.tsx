import { usePortalContent } from '@bursary/web-ui/api/portal-content';
import { NotLoaded } from '@bursary/web-ui/components/not-loaded';
import type { ReactNode } from 'react';
import { useGridQuery } from '../hooks/use-grid-query';
import { ApplicationsGrid } from './applications-grid';
import type { SelectionCostOf } from './bulk-decision';

/** What the home shows below the grid, for the year the grid shows (the route composes other features' panels). */
export type BelowGrid = (shown: { year: number | 'all'; cycleYear: number }) => ReactNode;

type HomeOptions = {
  belowGrid: BelowGrid;
  /** given (staff): rows can be accepted or declined together, with this budget preview */
  selectionCostOf?: SelectionCostOf;
};
type HomeProps = HomeOptions & { cycleYear: number; years: readonly number[] };

function Home({ cycleYear, years, belowGrid, selectionCostOf }: HomeProps) {
  const { query } = useGridQuery(cycleYear, years);
  return (
    <>
      <ApplicationsGrid cycleYear={cycleYear} years={years} selectionCostOf={selectionCostOf} />
      {belowGrid({ year: query.year, cycleYear })}
    </>
  );
}

/** The admin home: the counts and the grid, and below it what the route puts there for the chosen year. */
export function ApplicationsHome({ belowGrid, selectionCostOf }: HomeOptions) {
  const content = usePortalContent();
  if (!content.data) return <NotLoaded results={[content]} errorTitle="We could not load the portal's settings" />;
  const { cycle_year: cycleYear, filter_years: years } = content.data.settings;
  return <Home cycleYear={cycleYear} years={years} belowGrid={belowGrid} selectionCostOf={selectionCostOf} />;
}
