import type { ReactNode } from 'react';

/** A titled part of an entity page, its heading named for assistive technology. */
export function EntitySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="entity-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
