import { useTranslation } from 'react-i18next';
import { DocumentLink } from '../../../components/ui/document-link/DocumentLink';
import type { DocumentLike } from '../../../components/ui/document-link/document-kind';
import { DemoState } from '../DemoState';

const URL = 'https://public-docs.prozorro.gov.ua/get/ce7c2f2c10314e21b2229b901d60b28c';

const PLAIN: DocumentLike[] = [{ title: 'tender-documentation.pdf', url: URL }];
const SPECIAL: DocumentLike[] = [
  { title: 'sign.p7s', url: URL },
  { title: '3012345678.KVT.p7s', url: URL },
  { title: '3012345678.XML.p7s', url: URL },
  { title: 'edr_identification.yaml', url: URL, registrationStatus: 'registered' },
  { title: 'edr_identification.yaml', url: URL, registrationStatus: 'notRegistered' },
  { title: 'edr_identification.yaml', url: URL },
];
const DISABLED: DocumentLike[] = [
  { title: 'conclusion.sign.p7s', url: URL },
  { title: 'napc.p7s', url: URL },
  { title: 'audit_e47a48e1052f40619734ff529e6a6ad4.yaml', url: URL },
];
const OLDER: DocumentLike[] = [
  { title: 'tender-documentation.pdf', url: URL, isOlderVersion: true },
  { title: 'sign.p7s', url: URL, isOlderVersion: true },
];
const UNSAFE: DocumentLike[] = [{ title: 'tender-documentation.pdf', url: 'javascript:alert(1)' }];

function DocumentList({ documents }: { documents: readonly DocumentLike[] }) {
  return (
    <ul className="ui-kit__stack">
      {documents.map((document, index) => (
        <li key={index}>
          <DocumentLink document={document} />
        </li>
      ))}
    </ul>
  );
}

export function DocumentLinkDemo() {
  const { t } = useTranslation('uiKit');
  const confidential: DocumentLike[] = [
    {
      title: 'price-offer.pdf',
      url: URL,
      confidentiality: 'buyerOnly',
      confidentialityRationale: t('document.rationale'),
    },
    { title: 'technical-offer.pdf', url: URL, confidentiality: 'buyerOnly' },
  ];
  return (
    <>
      <DemoState title={t('document.plain')}>
        <DocumentList documents={PLAIN} />
      </DemoState>
      <DemoState title={t('document.special')}>
        <DocumentList documents={SPECIAL} />
      </DemoState>
      <DemoState title={t('document.disabled')}>
        <DocumentList documents={DISABLED} />
      </DemoState>
      <DemoState title={t('document.older')}>
        <DocumentList documents={OLDER} />
      </DemoState>
      <DemoState title={t('document.confidential')}>
        <DocumentList documents={confidential} />
      </DemoState>
      <DemoState title={t('document.unsafe')}>
        <DocumentList documents={UNSAFE} />
      </DemoState>
    </>
  );
}
