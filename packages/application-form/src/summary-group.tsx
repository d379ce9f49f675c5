import type { SummaryGroup, SummaryStep } from '@bursary/domain/application-summary';
import { Button } from '@bursary/web-ui/components/ui/button';
import { EditIcon } from '@bursary/web-ui/components/ui/icons';
import { useEffect, useId, useRef, useState } from 'react';

type SummaryGroupViewProps = {
  group: SummaryGroup;
  /** Unfolded and focused when the page opens: the section the person just edited. */
  isOpened?: boolean;
  onEdit: (step: SummaryStep) => void;
};

// A disclosure of its own rather than components/ui/disclosures, whose whole header is a button: the edit button
// beside the title must not sit inside another button.
export function SummaryGroupView({ group, isOpened = false, onEdit }: SummaryGroupViewProps) {
  const [isOpen, setIsOpen] = useState(isOpened);
  const contentId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isOpened) toggleRef.current?.focus();
  }, [isOpened]);

  return (
    <section className="summary-group">
      <div className="summary-group-head">
        <h3>
          <button
            ref={toggleRef}
            type="button"
            className="summary-toggle"
            aria-expanded={isOpen}
            aria-controls={contentId}
            onClick={() => setIsOpen(!isOpen)}
          >
            <span className="summary-toggle-icon" aria-hidden="true">
              {isOpen ? '▾' : '▸'}
            </span>
            {group.title}
          </button>
        </h3>
        <Button icon={<EditIcon />} aria-label={`Edit ${group.title}`} title={`Edit ${group.title}`} onClick={() => onEdit(group.step)} />
      </div>
      <dl id={contentId} className="summary-items" hidden={!isOpen}>
        {group.items.map((item) => (
          <div key={item.label} className="summary-item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
