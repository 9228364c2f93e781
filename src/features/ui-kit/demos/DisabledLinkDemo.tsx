import { useTranslation } from 'react-i18next';
import { DisabledLink } from '../../../components/ui/disabled-link/DisabledLink';
import { DemoState } from '../DemoState';

export function DisabledLinkDemo() {
  const { t } = useTranslation('uiKit');
  return (
    <>
      <DemoState title={t('disabled.default')}>
        <ul className="ui-kit__stack">
          <li>
            <DisabledLink>{t('disabled.protocol')}</DisabledLink>
          </li>
          <li>
            <DisabledLink>{t('disabled.auction')}</DisabledLink>
          </li>
        </ul>
      </DemoState>
      <DemoState title={t('disabled.custom')}>
        <DisabledLink hint={t('disabled.initialOffer')}>{t('disabled.auction')}</DisabledLink>
      </DemoState>
    </>
  );
}
