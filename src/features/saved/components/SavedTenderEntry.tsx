import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge';
import { useTranslation } from 'react-i18next';
import type { SavedEntryView } from '../model/saved-list';
import { NotifySwitch } from '../notify/NotifySwitch';
import { CalendarLink } from './CalendarLink';
import { TenderChanges } from './TenderChanges';
import '../../../components/ui/result-card/result-card.css';

interface SavedTenderEntryProps {
  entry: SavedEntryView;
  onRemove: (entry: SavedEntryView) => void;
}

/** A dated fact of the entry: how current its data is, when it was saved. */
function DateFact({ label, at }: { label: string; at: SavedEntryView['savedAt'] }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <time dateTime={at.iso}>{at.text}</time>
      </dd>
    </div>
  );
}

/**
 * One saved tender: its title as the link to it, where it stands, whose it is, how fresh, and
 * what changed since the user last looked.
 */
export function SavedTenderEntry({ entry, onRemove }: SavedTenderEntryProps) {
  const { t } = useTranslation('saved');
  return (
    <li className="result-card">
      <h3 className="result-card__title">
        <Link to={entry.href}>
          <bdi>{entry.title}</bdi>
        </Link>
      </h3>
      <p className="result-card__meta">
        <span className="result-card__code">{entry.tenderID}</span>
        <StatusBadge status={entry.status.code} label={entry.status.label} />
      </p>
      <dl className="result-card__facts">
        <div>
          <dt>{t('entry.buyer')}</dt>
          <dd>
            <bdi>{entry.buyer}</bdi>
          </dd>
        </div>
        <DateFact label={t('entry.dataAsOf')} at={entry.dataAsOf} />
        <DateFact label={t('entry.savedAt')} at={entry.savedAt} />
      </dl>
      {entry.countdown ? <p className="result-card__countdown">{entry.countdown}</p> : null}
      <TenderChanges tenderId={entry.id} level={4} />
      <div className="saved-entry__actions">
        <CalendarLink tender={entry.tender} />
        <button
          type="button"
          className="saved-entry__remove"
          aria-label={t('entry.removeLabel', { title: entry.title })}
          onClick={() => {
            onRemove(entry);
          }}
        >
          {t('entry.remove')}
        </button>
      </div>
      <NotifySwitch target={{ kind: 'tender', id: entry.id }} name={entry.title} />
    </li>
  );
}
