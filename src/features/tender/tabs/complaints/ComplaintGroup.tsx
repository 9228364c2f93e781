import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ComplaintGroupView } from './model/complaints-tab-view';
import { ComplaintItem } from './ComplaintItem';

/** The complaints about one object, with a link to that object in the procurement details. */
export function ComplaintGroup({ group }: { group: ComplaintGroupView }) {
  const headingId = useId();
  return (
    <section className="complaint-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="complaint-group__heading">
        {group.heading}
        {group.name === undefined ? null : (
          <>
            {' '}
            <bdi>{group.name}</bdi>
          </>
        )}
      </h2>
      {group.link ? (
        <p className="complaint-group__link">
          <Link to={group.link.href}>{group.link.text}</Link>
        </p>
      ) : null}
      <div className="complaint-group__list">
        {group.complaints.map((complaint) => (
          <ComplaintItem key={complaint.id} complaint={complaint} />
        ))}
      </div>
    </section>
  );
}
