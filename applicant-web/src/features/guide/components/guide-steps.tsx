import type { PortalContent } from '@bursary/domain/api-types';

type GuideStepsProps = {
  steps: PortalContent['guide_steps'];
};

export function GuideSteps({ steps }: GuideStepsProps) {
  if (steps.length === 0) {
    return <p>The guide is not available yet. Please check back later.</p>;
  }

  const orderedSteps = [...steps].sort((a, b) => a.position - b.position);
  return (
    <ol className="guide-steps">
      {orderedSteps.map((step, index) => (
        <li key={step.position} className="guide-step panel">
          <figure>
            <figcaption>
              <strong>Step {index + 1}.</strong> {step.caption}
            </figcaption>
            {/* Sized before it loads, so the page does not shift; loaded only as it scrolls near. */}
            {step.image_url && (
              <img
                src={step.image_url}
                alt={step.caption}
                width={step.image_width ?? undefined}
                height={step.image_height ?? undefined}
                loading="lazy"
                decoding="async"
              />
            )}
          </figure>
        </li>
      ))}
    </ol>
  );
}
