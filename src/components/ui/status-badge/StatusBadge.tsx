import clsx from 'clsx';
import { statusTone } from './status-badge-model';
import './status-badge.css';

export interface StatusBadgeProps {
  /** The status code, which picks the colour. */
  status: string | null | undefined;
  /** The translated label (the caller knows which dictionary names it). */
  label: string;
}

export function StatusBadge({ status, label }: StatusBadgeProps) {
  return (
    <span className={clsx('status-badge', `status-badge--${statusTone(status)}`)}>{label}</span>
  );
}
