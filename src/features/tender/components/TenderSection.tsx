import type { ReactNode } from 'react';
import { sectionId } from '../model/purchase-sections';
import type { PurchaseSection } from '../model/purchase-sections';

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
  return (
    <section id={id} className="tender-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="tender-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
