import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedLoading } from '../../../components/ui/loading/DelayedLoading';
import { DemoState } from '../DemoState';

export function LoadingDemo() {
  const { t } = useTranslation('uiKit');
  const [run, setRun] = useState(0);
  return (
    <>
      <DemoState title={t('loading.delayed')}>
        <DelayedLoading key={run} />
        <button
          type="button"
          className="button"
          onClick={() => {
            setRun((value) => value + 1);
          }}
        >
          {t('loading.restart')}
        </button>
      </DemoState>
      <DemoState title={t('loading.immediate')}>
        <DelayedLoading delay={0} />
      </DemoState>
    </>
  );
}
