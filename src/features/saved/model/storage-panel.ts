import type { Lang } from '../../../../contract/api';
import { EM_DASH, formatBytes, formatQuantity } from '../../../lib/format';
import type { KindSummary, StorageKind } from '../../../lib/offline/storage-summary';

/** What the browser and the database say about this device's storage. */
export interface StorageFacts {
  /** `navigator.storage.estimate()`, when the browser gives it. */
  estimate?: { usage?: number | undefined; quota?: number | undefined } | undefined;
  /** `navigator.storage.persisted()`: undefined when the browser cannot say. */
  persisted?: boolean | undefined;
  kinds: readonly KindSummary[];
}

export interface StorageKindRow {
  kind: StorageKind;
  count: string;
  size: string;
}

export interface StoragePanelView {
  used: string;
  available: string;
  persistence: 'persisted' | 'notPersisted' | 'unsupported';
  rows: StorageKindRow[];
  /** Whether there is anything viewed to clear, and anything at all. */
  hasViewed: boolean;
  hasAny: boolean;
}

/** The panel's figures, formatted for `lang`. */
export function storagePanelView(facts: StorageFacts, lang: Lang): StoragePanelView {
  const { usage, quota } = facts.estimate ?? {};
  const available = usage !== undefined && quota !== undefined ? quota - usage : undefined;
  const count = (kind: StorageKind) => facts.kinds.find((row) => row.kind === kind)?.count ?? 0;
  return {
    used: formatBytes(usage, lang),
    available: formatBytes(available, lang),
    persistence:
      facts.persisted === undefined
        ? 'unsupported'
        : facts.persisted
          ? 'persisted'
          : 'notPersisted',
    rows: facts.kinds.map((row) => ({
      kind: row.kind,
      count: formatQuantity(row.count),
      size: row.count === 0 ? EM_DASH : formatBytes(row.bytes, lang),
    })),
    hasViewed: count('viewedTenders') + count('articles') > 0,
    hasAny: facts.kinds.some((row) => row.count > 0),
  };
}
