import { addNamespace } from '../../lib/i18n';
import savedDeadlinesUk from '../../../contract/locales/uk/savedDeadlines.json';

// Its own module, not ./locales: the calendar link also opens on the tender page.
addNamespace('savedDeadlines', {
  uk: savedDeadlinesUk,
  en: () => import('../../../contract/locales/en/savedDeadlines.json'),
});
