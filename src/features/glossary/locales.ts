import { addNamespace } from '../../lib/i18n';
import glossaryEn from '../../../contract/locales/en/glossary.json';
import glossaryUk from '../../../contract/locales/uk/glossary.json';

addNamespace('glossary', { uk: glossaryUk, en: glossaryEn });
