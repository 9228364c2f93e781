import type { Lang } from '../../../../contract/api';
import type { Dictionary } from '../../../../contract/static-data';
import { entryLabel } from '../../../../contract/dictionary-label';
import { safeLink } from '../../../../contract/safe-url';
import type { SafeLink } from '../../../../contract/safe-url';

export interface MenuItem {
  code: string;
  label: string;
  link: SafeLink;
}

/** A header_menu / footer_menu dictionary as links, by `order`; unsafe URLs are dropped. */
export function toMenuItems(dictionary: Dictionary | undefined, lang: Lang): MenuItem[] {
  if (!dictionary) return [];
  return Object.entries(dictionary.data)
    .map(([code, entry]) => ({
      code,
      label: entryLabel(entry, lang),
      link: safeLink(entry.url),
      order: typeof entry.order === 'number' ? entry.order : Number.MAX_SAFE_INTEGER,
    }))
    .filter(
      (item): item is MenuItem & { order: number } =>
        item.label !== undefined && item.link !== undefined,
    )
    .sort((a, b) => a.order - b.order)
    .map(({ code, label, link }) => ({ code, label, link }));
}
