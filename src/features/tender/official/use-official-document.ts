import { useMatches } from 'react-router-dom';
import { isOfficialDocumentName } from '../../../../contract/routes/tender-pages';
import type { OfficialDocumentName } from '../../../../contract/routes/tender-pages';

/** The official document open below /tender/:id, if one is (route ids are the route names). */
export const useOfficialDocument = (): OfficialDocumentName | undefined => {
  const id = useMatches().findLast((match) => isOfficialDocumentName(match.id))?.id;
  return isOfficialDocumentName(id) ? id : undefined;
};
