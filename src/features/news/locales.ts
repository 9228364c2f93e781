import { addNamespace } from '../../lib/i18n';
import newsEn from '../../locales/en/news.json';
import newsUk from '../../locales/uk/news.json';

addNamespace('news', { uk: newsUk, en: newsEn });
