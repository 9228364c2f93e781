/** The ids of the shell's routes around every page (routes.tsx): layout, page frame, errors. */
export const SHELL_ROUTE_IDS = { layout: 'root', frame: 'frame', pages: 'pages' } as const;
