import { useEffect, useState } from 'react';
import { useHash } from '../../../../lib/use-hash';
import type { Item } from '../../../../../contract/tender';
import { initialItemsState, toggleOpen } from '../../model/items/items-paging';
import type { ItemsTableState } from '../../model/items/items-paging';
import { itemAnchor } from '../../model/items/item-row';

export interface ItemsTable extends ItemsTableState {
  /** The lot whose items are shown; undefined: every item. */
  lotId: string | undefined;
  setLot: (lotId: string | undefined) => void;
  setPage: (page: number) => void;
  setPerPage: (perPage: number, page: number) => void;
  toggle: (id: string) => void;
}

/**
 * Paging, the chosen lot and open rows of the items table. A hash naming an item (on load or by
 * a link followed later) shows every row of every lot, opens that item and scrolls it into view.
 */
export function useItemsTable(items: readonly Item[]): ItemsTable {
  const hash = useHash();
  const [state, setState] = useState(() => initialItemsState(items, hash));
  const [lotId, setLotId] = useState<string | undefined>(undefined);
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const next = initialItemsState(items, hash);
    if (next.targetId !== undefined) {
      setState(next);
      // The item named may be in another lot: every item shows.
      setLotId(undefined);
    }
  }

  const { targetId } = state;
  useEffect(() => {
    if (targetId === undefined) return undefined;
    // After layout, so the rows of every page are there to scroll to.
    const frame = requestAnimationFrame(() => {
      document.getElementById(itemAnchor(targetId))?.scrollIntoView({ block: 'start' });
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [targetId, seenHash]);

  return {
    ...state,
    lotId,
    setLot: (next) => {
      setLotId(next);
      setState((current) => ({ ...current, page: 1 }));
    },
    setPage: (page) => {
      setState((current) => ({ ...current, page }));
    },
    setPerPage: (perPage, page) => {
      setState((current) => ({ ...current, perPage, page }));
    },
    toggle: (id) => {
      setState((current) => ({ ...current, openIds: toggleOpen(current.openIds, id) }));
    },
  };
}
