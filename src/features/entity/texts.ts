import type { Lang } from '../../../contract/api';
import { addNamespace } from '../../lib/i18n';
import entitiesEn from '../../../contract/locales/en/entities.json';
import entitiesUk from '../../../contract/locales/uk/entities.json';

/** The texts of the plan, framework and product pages in one language. */
export type EntityTexts = typeof entitiesUk;

/** The view models read labels from these (pure: no i18n state); the pages translate with them. */
export const ENTITY_TEXTS: Record<Lang, EntityTexts> = { uk: entitiesUk, en: entitiesEn };

addNamespace('entities', ENTITY_TEXTS);

export { fill } from './model/fill';
