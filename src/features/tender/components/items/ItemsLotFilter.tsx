import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../../lib/use-hydrated';
import type { ItemLot } from '../../model/items/item-lots';

interface ItemsLotFilterProps {
  lots: readonly ItemLot[];
  /** Every item of the tender. */
  total: number;
  value: string | undefined;
  onChange: (lotId: string | undefined) => void;
}

/** On a tender with lots: show the items of one lot, or of all. */
export function ItemsLotFilter({ lots, total, value, onChange }: ItemsLotFilterProps) {
  // A choice made before the app hydrates would be lost: inactive until then.
  const hydrated = useHydrated();
  const { t } = useTranslation('tenderDocumentation');
  const id = useId();
  return (
    <p className="items-table__lot-filter">
      <label htmlFor={id}>{t('items.lotFilter')}</label>
      <select
        id={id}
        disabled={!hydrated}
        className="items-table__lot-select"
        value={value ?? ''}
        onChange={(event) => {
          onChange(event.currentTarget.value || undefined);
        }}
      >
        <option value="">{t('items.allLots', { count: total })}</option>
        {lots.map((lot) => (
          <option key={lot.id} value={lot.id}>
            {t('items.lotOption', { number: lot.number, title: lot.title, count: lot.items })}
          </option>
        ))}
      </select>
    </p>
  );
}
