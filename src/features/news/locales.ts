import { addNamespace } from '../../lib/i18n';
import newsUk from '../../../contract/locales/uk/news.json';

addNamespace('news', { uk: newsUk, en: () => import('../../../contract/locales/en/news.json') });
