import type { TFunction } from 'i18next';
import type { WatchRecord } from '../../../lib/db';

/** What the last press did, or why it did not change the switch. */
export type WatchOutcome =
  | { kind: 'started' }
  | { kind: 'stopped' }
  | { kind: 'offline'; turning: 'on' | 'off' }
  | { kind: 'rateLimited' }
  | { kind: 'refused'; message: string }
  | { kind: 'storage' };

export interface NotifyState {
  /** The device's watch record: undefined while it is read, null when there is none. */
  record: WatchRecord | null | undefined;
  busy: 'on' | 'off' | undefined;
  outcome: WatchOutcome | undefined;
}

export interface NotifySwitchView {
  checked: boolean;
  /** Pressable only once the record is read and no press is under way. */
  disabled: boolean;
  label: string;
  ariaLabel: string;
  /** What the switch does or could not do now (announced). */
  status: string;
  /** What the watch delivers, or why the browser shows nothing and what to do. */
  note: string | undefined;
  /** The watch's feed address, while it is on. */
  feed: string | undefined;
}

const outcomeText = (
  outcome: WatchOutcome,
  record: WatchRecord | null | undefined,
  t: TFunction<'saved'>,
): string => {
  switch (outcome.kind) {
    case 'started':
      return record?.pushProblem ? t('notify.startedFeedOnly') : t('notify.started');
    case 'stopped':
      return t('notify.stopped');
    case 'offline':
      return outcome.turning === 'on'
        ? t('notify.failure.offlineOn')
        : t('notify.failure.offlineOff');
    case 'rateLimited':
      return t('notify.failure.rateLimited');
    case 'refused':
      return t('notify.failure.refused', { message: outcome.message });
    case 'storage':
      return t('notify.failure.storage');
  }
};

/** The «Сповіщати» switch of a saved tender or search, from the device's watch record. */
export function notifySwitchView(
  { record, busy, outcome }: NotifyState,
  target: { kind: 'tender' | 'search'; name: string },
  t: TFunction<'saved'>,
): NotifySwitchView {
  const status = busy
    ? busy === 'on'
      ? t('notify.turningOn')
      : t('notify.turningOff')
    : outcome
      ? outcomeText(outcome, record, t)
      : '';
  return {
    checked: Boolean(record),
    disabled: record === undefined || busy !== undefined,
    label: t('notify.label'),
    ariaLabel: t('notify.labelFor', { name: target.name }),
    status,
    note: record
      ? record.pushProblem
        ? t(`notify.problem.${record.pushProblem}`)
        : t(`notify.pushOn.${target.kind}`)
      : undefined,
    feed: record?.feed,
  };
}
