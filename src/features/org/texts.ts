import type { Lang } from '../../../contract/api';
import { addNamespace } from '../../lib/i18n';
import commonEn from '../../../contract/locales/en/common.json';
import commonUk from '../../../contract/locales/uk/common.json';
import orgEn from '../../../contract/locales/en/org.json';
import orgUk from '../../../contract/locales/uk/org.json';

/**
 * The profile page's texts in one language (both files have the same keys), with the red flags'
 * titles as everywhere else.
 */
export type OrgTexts = typeof orgUk & { flagTitles: typeof commonUk.redFlag };

/** The view models read labels from these (pure); the components translate with them. */
export const ORG_TEXTS: Record<Lang, OrgTexts> = {
  uk: { ...orgUk, flagTitles: commonUk.redFlag },
  en: { ...(orgEn as typeof orgUk), flagTitles: commonEn.redFlag },
};

addNamespace('org', ORG_TEXTS);
