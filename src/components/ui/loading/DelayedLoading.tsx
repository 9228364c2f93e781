import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_DELAY_MS } from './loading-model';
import './loading.css';

export interface DelayedLoadingProps {
  /** Show nothing for this long (ms): a quick answer never flashes the indicator. */
  delay?: number;
  label?: string;
}

/** A spinner with text in a status region, shown only once the load takes a while. */
export function DelayedLoading({ delay = LOADING_DELAY_MS, label }: DelayedLoadingProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return undefined;
    const timer = window.setTimeout(() => {
      setVisible(true);
    }, delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [delay]);
  return (
    <div className="delayed-loading" role="status">
      {visible ? (
        <>
          <span className="delayed-loading__spinner" aria-hidden="true" />
          <span>{label ?? t('loading.label')}</span>
        </>
      ) : null}
    </div>
  );
}
