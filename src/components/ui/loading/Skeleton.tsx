import { skeletonLineWidths } from './loading-model';
import './loading.css';

/** Grey shimmering lines where text will be; hidden from screen readers (the status says it). */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {skeletonLineWidths(lines).map((width, index) => (
        <span key={index} className="skeleton__line" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
