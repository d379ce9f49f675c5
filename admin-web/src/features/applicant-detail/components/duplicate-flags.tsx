import type { DuplicateFlag } from '@bursary/domain/duplicate-flags';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { detailPath } from '../detail-views';

// Past this many, the rest wait behind "Show all" (a test ID number shared by many accounts would push the page down).
const SHOWN_AT_FIRST = 5;

/**
 * Duplicates and inconsistencies found for the application (@bursary/domain/duplicate-flags), near the
 * top of every sub-view, each with a link to the other record. They are for staff to look into:
 * nothing is blocked.
 */
export function DuplicateFlags({ flags = [] }: { flags?: DuplicateFlag[] }) {
  const [isShowingAll, setShowingAll] = useState(false);
  if (flags.length === 0) return null;
  const shown = isShowingAll ? flags : flags.slice(0, SHOWN_AT_FIRST);

  return (
    <section className="duplicate-flags" aria-labelledby="duplicate-flags-title">
      <h2 id="duplicate-flags-title">Flagged for a check ({flags.length})</h2>
      <p className="duplicate-flags-note">Nothing is blocked: compare with the other record and decide.</p>
      <ul>
        {shown.map((flag) => (
          <li key={`${flag.kind}-${flag.application_id}`}>
            <span>{flag.message}</span> <Link to={detailPath(flag.application_id)}>Open {flag.application_reference}</Link>
          </li>
        ))}
      </ul>
      {flags.length > shown.length && <Button onClick={() => setShowingAll(true)}>Show all {flags.length} flags</Button>}
    </section>
  );
}
