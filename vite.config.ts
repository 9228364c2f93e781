import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplittingGroups } from './scripts/build/code-splitting.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

/**
 * The server render's build (`vite build --ssr`): the same app as a Node module in dist-ssr/. Its
 * API requests never leave the process (src/lib/http.ts), so their base only has to be absolute.
 */
const serverRender = defineConfig({
  plugins: [react()],
  publicDir: false,
  // Packages whose Node entry is not an ES module with the names the app imports.
  ssr: { noExternal: ['workbox-window'] },
  define: {
    'import.meta.env.VITE_API_BASE_URL': JSON.stringify('http://portal.internal/api'),
    // Links in the page (downloads) point where the browser's build sends its requests.
    'import.meta.env.VITE_API_LINK_BASE_URL': JSON.stringify(
      process.env.VITE_API_BASE_URL || '/api',
    ),
  },
  build: {
    target: 'node20',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: 'src/app/entry-server.tsx' },
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        plugins: [
          react(),
          // The service worker (sw/): precache of the shell and every lazy chunk, navigation
          // fallback, stale-while-revalidate for GET /api/*. Registered by src/app/pwa/UpdatePrompt.tsx;
          // the manifest is the hand-written public/manifest.webmanifest.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'sw',
            filename: 'sw.ts',
            registerType: 'prompt',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,otf,json}'],
              // Fail the build rather than silently leaving a large chunk out of the precache.
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
              rollupFormat: 'es',
              minify: true,
              sourcemap: false,
            },
            devOptions: { enabled: false },
          }),
        ],
        server: {
          proxy: { '/api': { target: apiTarget, changeOrigin: false } },
        },
        build: {
          target: 'es2022',
          // One style sheet for every page, linked from index.html: 11.8 KB gzipped, where the per-chunk
          // sheets cost the large tender page 15 requests before its first paint.
          cssCodeSplit: false,
          sourcemap: false,
          // dist/.vite/manifest.json: the chunk graph that `npm run bench:bundle` measures.
          manifest: true,
          rolldownOptions: {
            output: { codeSplitting: { groups: codeSplittingGroups() } },
            // The API's schemas (contract/schemas) are built by calls: marked pure, those the client
            // never checks against are left out (6.1 instead of 8.3 KB gzipped in the shell).
            treeshake: {
              manualPureFunctions: ['Type', 'OpenObject', 'ItemEnvelope', 'searchEnvelope'],
            },
          },
        },
      },
);
