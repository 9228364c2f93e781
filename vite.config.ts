import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

// The code is written against React's API and type-checked with React's types; the browser runs
// Preact's compatible implementation of it (about 55 KB less gzipped JavaScript on first load).
// react-router and react-i18next import 'react' too, so they get the same implementation.
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The module graph as the chunking pass sees it (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/**
 * Every module the entry imports statically, directly or not, goes into one 'shell' chunk. The
 * browser needs them all before the first render anyway; left to the automatic chunking, the
 * modules the lazy chunks share with the entry are split into many small chunks, and each costs
 * its own request and gzip stream (3–5 KB more on a first visit).
 */
function shellChunk(): (id: string, graph: ModuleGraph) => string | null {
  const known = new Map<string, boolean>();
  const inShell = (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle does not reach the entry through itself
    const info = graph.getModuleInfo(id);
    const reached =
      info !== null &&
      (info.isEntry || info.importers.some((importer) => inShell(importer, graph)));
    known.set(id, reached);
    return reached;
  };
  return (id, graph) => (inShell(id, graph) ? 'shell' : null);
}

export default defineConfig({
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
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,woff2,json}'],
        // Fail the build rather than silently leaving a large chunk out of the precache.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        rollupFormat: 'es',
        minify: true,
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: { alias: reactOnPreact },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph that `npm run bench:bundle` measures.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: shellChunk() }] } },
    },
  },
});
