import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Tender } from '../../../../../contract/tender';
import { paths } from '../../../../../contract/routes/paths';
import { DisabledLink } from '../../../../components/ui/disabled-link/DisabledLink';
import type { OfficialDocumentKey } from '../../../../../contract/routes/tender-pages';
import { hasOfficialDocument } from '../model/availability';
import '../../tender-texts';
import './official-link.css';

/**
 * Where the official PDF would be: a link to the portal's page of the document when the
 * tender's data holds what it is made of, else the greyed item it replaces.
 */
export function OfficialDocumentLink({
  tender,
  document,
  unavailable,
}: {
  tender: Tender;
  document: OfficialDocumentKey;
  /** The greyed item's text ('… (.pdf)'), kept where the tender has no such data. */
  unavailable: string;
}) {
  const { t } = useTranslation('tender');
  // The link keeps the address the tender was opened by (its tenderID or its internal id).
  const id = useParams().id ?? tender.tenderID;
  if (!hasOfficialDocument(tender, document)) return <DisabledLink>{unavailable}</DisabledLink>;
  return (
    <Link className="official-link" to={paths.tenderOfficial(id, document)}>
      {t(`officialLinks.${document}`)}
      <span className="visually-hidden"> ({t('officialLinks.hint')})</span>
    </Link>
  );
}
