import { addNamespace } from '../../lib/i18n';
import glossaryUk from '../../../contract/locales/uk/glossary.json';

addNamespace('glossary', {
  uk: glossaryUk,
  en: () => import('../../../contract/locales/en/glossary.json'),
});
