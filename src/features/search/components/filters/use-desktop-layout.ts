import { useMediaQueryState } from '../../../../components/ui/info-popup/use-media-query';

/** From this width the panel is a sidebar; below it, a drawer (filters.css uses the same). */
export const DESKTOP_QUERY = '(min-width: 64rem)';

/** True from 64rem, false below; undefined on the server and while the page hydrates. */
export const useDesktopLayout = (): boolean | undefined => useMediaQueryState(DESKTOP_QUERY);
