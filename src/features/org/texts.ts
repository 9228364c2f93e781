import type { Lang } from '../../../contract/api';
import { addNamespace } from '../../lib/i18n';
import orgEn from '../../locales/en/org.json';
import orgUk from '../../locales/uk/org.json';

/** The profile page's texts in one language (both files have the same keys). */
export type OrgTexts = typeof orgUk;

/** The view models read labels from these (pure); the components translate with them. */
export const ORG_TEXTS: Record<Lang, OrgTexts> = { uk: orgUk, en: orgEn as OrgTexts };

addNamespace('org', ORG_TEXTS);
