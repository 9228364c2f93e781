// The floor page and the other packages the owner named that a first visit runs, each used the
// way the portal's browser code uses it; Dexie loads once a page has settled, so it is not here.
import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { uk } from 'date-fns/locale/uk';
import ky from 'ky';
import qs from 'qs';
import { Workbox } from 'workbox-window';
import './main';

const http = ky.create({ prefixUrl: '/api', retry: 1 });
const query = qs.parse(window.location.search, { ignoreQueryPrefix: true });
const when = (locale: typeof uk) => format(new Date(), 'd MMMM yyyy', { locale });
void http.get('search', { searchParams: qs.stringify(query) });
document.title = `${when(uk)} ${when(enUS)}`;
if ('serviceWorker' in navigator) void new Workbox('/sw.js').register();
