import clsx from 'clsx';
import { useId } from 'react';
import type { CSSProperties } from 'react';
import type { BidComparisonView } from '../../model/bids/bid-comparison';
import { ComparisonTable } from './ComparisonTable';

/** A length as a CSS custom property, set through the CSSOM (no style attribute). */
function percentVar(name: string, value: number | undefined): CSSProperties | undefined {
  if (value === undefined) return undefined;
  const style: Record<string, string> = { [name]: `${String(value)}%` };
  return style;
}

/**
 * The bid comparison (a portal addition): a bar per priced offer against the expected value,
 * drawn with CSS from the data. Screen readers get the same data as a table, not the bars.
 */
export function BidComparison({ view }: { view: BidComparisonView }) {
  const headingId = useId();
  return (
    <section className="bid-chart" aria-labelledby={headingId}>
      <h3 id={headingId} className="bid-chart__title">
        <bdi>{view.title}</bdi>
      </h3>
      <div
        className={clsx(
          'bid-chart__plot',
          view.expectedAt !== undefined && 'bid-chart__plot--expected',
        )}
        style={percentVar('--expected-at', view.expectedAt)}
        aria-hidden="true"
      >
        {view.bars.map((bar) => (
          <div
            key={bar.bidId}
            className={clsx(
              'bid-chart__row',
              bar.winner && 'bid-chart__row--winner',
              bar.rejected && 'bid-chart__row--rejected',
            )}
          >
            <span className="bid-chart__name">
              <bdi>{bar.name}</bdi>
              {bar.winner || bar.rejected ? (
                <span className="bid-chart__tag">{bar.note}</span>
              ) : null}
            </span>
            <span className="bid-chart__track">
              <span className="bid-chart__bar" style={percentVar('--length', bar.length)} />
            </span>
            <span className="bid-chart__price">{bar.price}</span>
          </div>
        ))}
      </div>
      {view.expectedText ? (
        <p className="bid-chart__legend">
          <span className="bid-chart__legend-mark" aria-hidden="true" />
          {view.expectedText}
        </p>
      ) : null}
      <ComparisonTable view={view} />
      <ul className="bid-chart__figures">
        {view.figures.map((figure) => (
          <li key={figure}>{figure}</li>
        ))}
      </ul>
    </section>
  );
}
