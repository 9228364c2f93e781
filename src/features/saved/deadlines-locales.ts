import { addNamespace } from '../../lib/i18n';
import savedDeadlinesEn from '../../../contract/locales/en/savedDeadlines.json';
import savedDeadlinesUk from '../../../contract/locales/uk/savedDeadlines.json';

// Its own module, not ./locales: the calendar link also opens on the tender page.
addNamespace('savedDeadlines', { uk: savedDeadlinesUk, en: savedDeadlinesEn });
