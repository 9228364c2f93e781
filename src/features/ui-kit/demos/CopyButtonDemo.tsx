import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button/CopyButton';
import { DemoState } from '../DemoState';

const CODE = 'UA-2024-02-28-009286-a';
const LOT_LINK = 'https://prozorro.gov.ua/tender/UA-2024-02-28-009286-a/lots';
const COMPLAINT_LINK = 'https://prozorro.gov.ua/tender/UA-2024-02-28-009286-a/complaints';

export function CopyButtonDemo() {
  const { t } = useTranslation(['uiKit', 'ui']);
  return (
    <>
      <DemoState title={t('copy.code')}>
        <span className="ui-kit__row">
          <code>{CODE}</code>
          <CopyButton value={CODE} label={t('copy.copyCode')} />
        </span>
      </DemoState>
      <DemoState title={t('copy.lot')}>
        <CopyButton
          value={LOT_LINK}
          label={t('copy.copyLot')}
          copiedText={t('ui:copy.lotLinkCopied')}
        />
      </DemoState>
      <DemoState title={t('copy.complaint')}>
        <CopyButton
          value={COMPLAINT_LINK}
          label={t('copy.copyComplaint')}
          copiedText={t('ui:copy.complaintLinkCopied')}
        />
      </DemoState>
      <DemoState title={t('copy.long')}>
        <CopyButton value={CODE} label={t('copy.copyCode')} duration={5000} />
      </DemoState>
    </>
  );
}
