import type { KeyboardEvent } from 'react';
import { tabIndexAfterKey } from '../../../../components/ui/tabs/tabs-model';

/**
 * The tab bar's links answer the keys of a tab list as well as Tab and Enter: the arrows
 * (wrapping), Home and End move the focus along the row, and Space opens the focused tab.
 */
export function onTabBarKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const index = links.findIndex((link) => link === document.activeElement);
  if (index === -1) return;
  if (event.key === ' ') {
    event.preventDefault();
    links[index]?.click();
    return;
  }
  const target = tabIndexAfterKey(event.key, index, links.length);
  if (target === undefined) return;
  event.preventDefault();
  links[target]?.focus();
}
