import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge';
import { DemoState } from '../DemoState';

const STATUSES = [
  ['pending', 'pending'],
  ['active', 'active'],
  ['unsuccessful', 'unsuccessful'],
  ['cancelled', 'cancelled'],
  ['archived', 'unknown'],
] as const;

export function StatusBadgeDemo() {
  const { t } = useTranslation('uiKit');
  return (
    <DemoState title={t('items.status-badge')}>
      <ul className="ui-kit__row ui-kit__stack">
        {STATUSES.map(([status, label]) => (
          <li key={status}>
            <StatusBadge status={status} label={t(`status.${label}`)} />
          </li>
        ))}
      </ul>
    </DemoState>
  );
}
