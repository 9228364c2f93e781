import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ui/external-link/ExternalLink';
import { DemoState } from '../DemoState';

export function ExternalLinkDemo() {
  const { t } = useTranslation('uiKit');
  return (
    <>
      <DemoState title={t('external.https')}>
        <ExternalLink href="https://prozorro.gov.ua/">{t('external.prozorro')}</ExternalLink>
      </DemoState>
      <DemoState title={t('external.http')}>
        <ExternalLink href="http://example.com/">{t('external.example')}</ExternalLink>
      </DemoState>
      <DemoState title={t('external.unsafe')}>
        <ExternalLink href="javascript:alert(1)">{t('external.script')}</ExternalLink>
      </DemoState>
    </>
  );
}
