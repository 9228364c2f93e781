import { useMediaQuery } from '../../../../components/ui/info-popup/use-media-query';

/** From this width the panel is a sidebar; below it, a drawer (filters.css uses the same). */
export const DESKTOP_QUERY = '(min-width: 64rem)';

export const useDesktopLayout = (): boolean => useMediaQuery(DESKTOP_QUERY);
