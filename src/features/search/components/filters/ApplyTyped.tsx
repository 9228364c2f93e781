import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Under a typed field of the sidebar whose value has not applied yet: the way to apply it, right
 * where the reader is typing, brought into view when it appears (leaving the field or Enter
 * applies it too).
 */
export function ApplyTyped({ shown }: { shown: boolean }) {
  const { t } = useTranslation('searchFilters');
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shown) button.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [shown]);
  return shown ? (
    <button ref={button} type="submit" className="button filter-group__apply">
      {t('applyTyped')}
    </button>
  ) : null;
}
