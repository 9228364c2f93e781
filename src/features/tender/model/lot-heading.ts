import type { Lang } from '../../../../contract/api';
import type { Lot } from '../../../../contract/tender';
import { localizedText } from '../../../../contract/dictionary-label';
import { orDash } from '../../../lib/format';

/**
 * What a lot's heading says ('Лот 2: Вертикалізатор статичний'): its place among the tender's
 * lots and its title in the language. Each namespace that shows lots words it as 'lotTitle'.
 */
export const lotHeading = (lot: Lot, index: number, lang: Lang) => ({
  number: index + 1,
  title: orDash(localizedText(lot.title, lot.title_en, lang).trim()),
});
