import type { ReactNode } from 'react';
import { sectionId } from '../model/purchase-sections';
import type { PurchaseSection } from '../model/purchase-sections';
import { useSectionShown } from './section-reveal';

/** One section of the purchase-details tab: an anchor, a heading and its content. */
export function TenderSection({
  section,
  title,
  children,
}: {
  section: PurchaseSection;
  title: string;
  children?: ReactNode;
}) {
  const id = sectionId(section);
  const { ref, shown } = useSectionShown<HTMLElement>();
  return (
    <section
      ref={ref}
      id={id}
      className={shown ? 'tender-section' : 'tender-section tender-section--pending'}
      aria-labelledby={`${id}-title`}
      aria-busy={shown ? undefined : true}
    >
      <h2 id={`${id}-title`} className="tender-section__title">
        {title}
      </h2>
      {shown ? children : null}
    </section>
  );
}
