import type { ReactNode } from 'react';

/** One state of an element: a titled box (h3 under the element's h2). */
export function DemoState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ui-kit__state">
      <h3 className="ui-kit__state-title">{title}</h3>
      <div className="ui-kit__sample">{children}</div>
    </section>
  );
}
