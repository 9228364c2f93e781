import { useTranslation } from 'react-i18next';
import { InfoPopup } from '../../../components/ui/info-popup/InfoPopup';
import { DemoState } from '../DemoState';

export function InfoPopupDemo() {
  const { t } = useTranslation('uiKit');
  return (
    <>
      <p className="ui-kit__note">{t('popup.note')}</p>
      <DemoState title={t('popup.icon')}>
        <span className="ui-kit__row">
          {t('keyValue.value')}
          <InfoPopup>{t('popup.content')}</InfoPopup>
        </span>
      </DemoState>
      <DemoState title={t('popup.text')}>
        <InfoPopup trigger={t('popup.trigger')}>{t('popup.content')}</InfoPopup>
      </DemoState>
    </>
  );
}
