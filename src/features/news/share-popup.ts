import { shareTarget, sharePopupFeatures } from './model/share';

type PopupHost = Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/**
 * Opens the network's share page in a 626 × 436 popup. A network the widget does not know
 * raises its error there: it is logged and no popup opens. True when a popup was asked for.
 */
export function openSharePopup(
  network: string,
  url: string,
  title: string,
  host: PopupHost = window,
): boolean {
  let target: string;
  try {
    target = shareTarget(network, url, title);
  } catch (error) {
    console.error('The share widget cannot share', error);
    return false;
  }
  host.open(
    target,
    '_blank',
    sharePopupFeatures({
      width: host.outerWidth,
      height: host.outerHeight,
      left: host.screenX,
      top: host.screenY,
    }),
  );
  return true;
}

/** A phone (coarse pointer) whose browser has the Web Share API: its own sheet comes first. */
export function canShareNatively(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.share === 'function' &&
    typeof matchMedia === 'function' &&
    matchMedia('(pointer: coarse)').matches
  );
}
