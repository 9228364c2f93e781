/**
 * The portal's service worker (built by vite-plugin-pwa with `injectManifest`).
 *
 * Order matters: the precache route is registered first, so precached files
 * (the shell, every lazy chunk, icons, the manifest) are answered from the
 * precache before the navigation and API routes are consulted.
 */
import { registerPrecache } from './precache';
import { registerNavigation } from './navigation';
import { registerApiCache } from './api-cache';
import { registerMessages } from './messages';
import { registerPush } from './push';

registerPrecache();
registerNavigation();
registerApiCache();
registerMessages();
registerPush();
