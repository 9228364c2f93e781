import { addNamespace } from '../../lib/i18n';
import glossaryEn from '../../locales/en/glossary.json';
import glossaryUk from '../../locales/uk/glossary.json';

addNamespace('glossary', { uk: glossaryUk, en: glossaryEn });
