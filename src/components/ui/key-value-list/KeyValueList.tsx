import clsx from 'clsx';
import type { ReactNode } from 'react';
import { EM_DASH } from '../../../lib/format';
import { isEmptyValue } from './key-value-model';
import './key-value-list.css';

export interface KeyValueItem {
  /** A stable key (defaults to the label when it is a string). */
  id?: string;
  label: ReactNode;
  value: ReactNode;
  /** False: the row says nothing the paper does not say already, and is not printed. */
  onPaper?: boolean;
}

/** Label–value pairs as a <dl>; an empty value shows the em dash. */
export function KeyValueList({ items }: { items: readonly KeyValueItem[] }) {
  return (
    <dl className="key-value-list">
      {items.map((item, index) => (
        <div
          key={item.id ?? (typeof item.label === 'string' ? item.label : index)}
          className={clsx(
            'key-value-list__row',
            item.onPaper === false && 'key-value-list__row--off-paper',
          )}
        >
          <dt className="key-value-list__label">{item.label}</dt>
          <dd className="key-value-list__value">
            {isEmptyValue(item.value) ? EM_DASH : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
