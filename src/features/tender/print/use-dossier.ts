import { useMatches } from 'react-router-dom';

/** Whether the open page is the whole tender to print (/tender/:id/print). */
export const useIsTenderDossier = (): boolean =>
  useMatches().some((match) => match.id === 'tender_dossier');
