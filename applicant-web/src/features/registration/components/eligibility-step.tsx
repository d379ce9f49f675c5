import type { PortalContent } from '@bursary/domain/api-types';
import { Button } from '@bursary/web-ui/components/ui/button';
import { Checkbox } from '@bursary/web-ui/components/ui/checkbox';
import { useState } from 'react';
import { CmsHtml } from '@/components/cms-html';
import { htmlToText } from '@/lib/html-to-text';

type CmsText = PortalContent['texts']['eligibility_article'];

type EligibilityStepProps = {
  article: CmsText;
  confirmation: CmsText;
  onNext: () => void;
};

export function EligibilityStep({ article, confirmation, onNext }: EligibilityStepProps) {
  const [isConfirmed, setIsConfirmed] = useState(false);
  const confirmationLabel = htmlToText(confirmation.html) || confirmation.title;

  return (
    <section className="panel" aria-labelledby="eligibility-title">
      <h2 id="eligibility-title">{article.title}</h2>
      <CmsHtml html={article.html} />
      <div className="confirmation">
        <Checkbox
          checked={isConfirmed}
          onChange={(event) => setIsConfirmed(event.target.checked)}
          aria-required
        >
          {confirmationLabel}
        </Checkbox>
      </div>
      <div className="actions">
        <Button type="primary" disabled={!isConfirmed} onClick={onNext} aria-describedby="eligibility-hint">
          Next
        </Button>
        {!isConfirmed && (
          <span id="eligibility-hint" className="hint">
            Tick the box above to continue.
          </span>
        )}
      </div>
    </section>
  );
}
