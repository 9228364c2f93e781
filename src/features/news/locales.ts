import { addNamespace } from '../../lib/i18n';
import newsEn from '../../../contract/locales/en/news.json';
import newsUk from '../../../contract/locales/uk/news.json';

addNamespace('news', { uk: newsUk, en: newsEn });
