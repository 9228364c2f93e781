import { useTranslation } from 'react-i18next';
import { ClampText } from '../../../components/ui/clamp-text/ClampText';
import { DemoState } from '../DemoState';

export function ClampTextDemo() {
  const { t } = useTranslation('uiKit');
  return (
    <>
      <DemoState title={t('clamp.short')}>
        <ClampText text={t('clamp.shortText')} />
      </DemoState>
      <DemoState title={t('clamp.long')}>
        <ClampText text={t('clamp.longText')} />
      </DemoState>
      <DemoState title={t('clamp.twoLines')}>
        <ClampText text={t('clamp.longText')} lines={2} />
      </DemoState>
    </>
  );
}
