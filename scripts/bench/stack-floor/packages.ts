// The floor page and the other packages the owner named that a first visit runs, each used the
// way the portal's browser code uses it. Not here: Dexie and qs, which come once a page has
// settled (the local database, the first request with a query), and date-fns' English locale,
// which comes with a page in English.
import { format } from 'date-fns';
import { uk } from 'date-fns/locale/uk';
import ky from 'ky';
import { Workbox } from 'workbox-window';
import './main';

const http = ky.create({ prefixUrl: '/api', retry: 1 });
void http.get('stats');
document.title = format(new Date(), 'd MMMM yyyy', { locale: uk });
if ('serviceWorker' in navigator) void new Workbox('/sw.js').register();
