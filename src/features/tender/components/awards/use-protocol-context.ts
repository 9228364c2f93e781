import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProtocolContext } from '../../model/awards/protocol-context';
import { useTermsContext } from '../terms/use-terms-context';

/** The language, dictionary labels and texts the protocol view models take. */
export function useProtocolContext(): ProtocolContext {
  const terms = useTermsContext();
  const { t } = useTranslation('tenderAwards');
  return useMemo(() => ({ terms, t }), [terms, t]);
}
