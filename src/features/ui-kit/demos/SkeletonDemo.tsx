import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/loading/Skeleton';
import { DemoState } from '../DemoState';

export function SkeletonDemo() {
  const { t } = useTranslation('uiKit');
  return (
    <>
      <DemoState title={t('skeleton.paragraph')}>
        <Skeleton lines={4} />
      </DemoState>
      <DemoState title={t('skeleton.line')}>
        <Skeleton lines={1} />
      </DemoState>
    </>
  );
}
