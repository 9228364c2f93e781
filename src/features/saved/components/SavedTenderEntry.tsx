import { Link } from 'react-router-dom';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge';
import { useTranslation } from 'react-i18next';
import type { SavedEntryView } from '../model/saved-list';
import { CalendarLink } from './CalendarLink';
import { TenderChanges } from './TenderChanges';
import '../../../components/ui/result-card/result-card.css';

interface SavedTenderEntryProps {
  entry: SavedEntryView;
  onRemove: (entry: SavedEntryView) => void;
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
        <div>
          <dt>{t('entry.dataAsOf')}</dt>
          <dd>
            <time dateTime={entry.dataAsOf.iso}>{entry.dataAsOf.text}</time>
          </dd>
        </div>
        <div>
          <dt>{t('entry.savedAt')}</dt>
          <dd>
            <time dateTime={entry.savedAt.iso}>{entry.savedAt.text}</time>
          </dd>
        </div>
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
    </li>
  );
}
