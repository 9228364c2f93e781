import type { Tender } from '../../../../contract/tender';
import type { SavedTender } from '../store/saved-tenders';

/** Case-insensitive, one apostrophe for all (names are typed with ' ’ ʼ alike). */
const fold = (text: string): string => text.normalize('NFC').replace(/[’ʼ`]/gu, "'").toLowerCase();

/** Everything the on-device filter looks in: titles, tenderID, buyer's names and EDRPOU, CPVs. */
function searchableTexts(tender: Tender): string[] {
  const entity = tender.procuringEntity;
  const cpv = tender.items.flatMap((item) =>
    item.classification ? [item.classification.id, item.classification.description] : [],
  );
  return [
    tender.title,
    tender.title_en,
    tender.tenderID,
    tender.procuringEntityName,
    entity.name,
    entity.name_en,
    entity.identifier.legalName,
    entity.identifier.legalName_en,
    entity.identifier.id,
    ...cpv,
  ].filter((text): text is string => typeof text === 'string' && text !== '');
}

/**
 * The saved tenders the query finds on the device, without the network: every word of the
 * query must appear in one of the tender's texts (title, tenderID, buyer, EDRPOU, item CPV).
 * An empty query keeps them all.
 */
export function filterSaved<T extends Pick<SavedTender, 'copy'>>(
  saved: readonly T[],
  query: string,
): T[] {
  const words = fold(query).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [...saved];
  return saved.filter(({ copy }) => {
    const haystack = searchableTexts(copy.tender).map(fold).join('\n');
    return words.every((word) => haystack.includes(word));
  });
}
