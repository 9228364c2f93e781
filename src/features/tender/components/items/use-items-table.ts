import { useEffect, useState } from 'react';
import { useHash } from '../../../../lib/use-hash';
import type { Item } from '../../../../../contract/tender';
import { initialItemsState, toggleOpen } from '../../model/items/items-paging';
import type { ItemsTableState } from '../../model/items/items-paging';
import { itemAnchor } from '../../model/items/item-row';

export interface ItemsTable extends ItemsTableState {
  setPage: (page: number) => void;
  setPerPage: (perPage: number, page: number) => void;
  toggle: (id: string) => void;
}

/**
 * Paging and open rows of the items table. A hash naming an item (on load or by a link
 * followed later) shows every row, opens that item and scrolls it into view.
 */
export function useItemsTable(items: readonly Item[]): ItemsTable {
  const hash = useHash();
  const [state, setState] = useState(() => initialItemsState(items, hash));
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const next = initialItemsState(items, hash);
    if (next.targetId !== undefined) setState(next);
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
