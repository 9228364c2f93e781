import { addNamespace } from '../../lib/i18n';
import savedDeadlinesEn from '../../locales/en/savedDeadlines.json';
import savedDeadlinesUk from '../../locales/uk/savedDeadlines.json';

// Its own module, not ./locales: the calendar link also opens on the tender page.
addNamespace('savedDeadlines', { uk: savedDeadlinesUk, en: savedDeadlinesEn });
