import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button/CopyButton';
import { notifySwitchView } from '../model/notify-switch';
import { useWatch } from './use-watch';
import type { WatchTarget } from './watch-target';
import './notify-switch.css';

interface NotifySwitchProps {
  target: WatchTarget;
  /** The saved item's name, for the switch's accessible name. */
  name: string;
}

/**
 * «Сповіщати»: follows a saved tender or search without opening the app. Pressing it on asks the
 * browser for notifications (only then) and makes a watch on the server; its feed's address is
 * offered to copy. Off deletes the watch.
 */
export function NotifySwitch({ target, name }: NotifySwitchProps) {
  const { t } = useTranslation('saved');
  const { state, toggle } = useWatch(target);
  const view = notifySwitchView(state, { kind: target.kind, name }, t);
  return (
    <div className="notify-switch">
      <button
        type="button"
        role="switch"
        className="notify-switch__button"
        aria-checked={view.checked}
        aria-label={view.ariaLabel}
        disabled={view.disabled}
        onClick={toggle}
      >
        <span className="notify-switch__track" aria-hidden="true">
          <span className="notify-switch__thumb" />
        </span>
        {view.label}
      </button>
      <p className="notify-switch__status" role="status">
        {view.status}
      </p>
      {view.note ? <p className="notify-switch__note">{view.note}</p> : null}
      {view.feed ? (
        <div className="notify-switch__feed">
          <a href={view.feed} className="notify-switch__feed-link" type="application/atom+xml">
            {t('notify.feed')}
          </a>
          <CopyButton
            value={view.feed}
            label={t('notify.copyFeed')}
            copiedText={t('notify.feedCopied')}
          />
        </div>
      ) : null}
    </div>
  );
}
