// @ts-check
/**
 * The server compiled once: server/main.ts and what it imports (server/, contract/, the client
 * modules it shares) bundled by esbuild into dist-server/main.js, packages left to node_modules.
 * `npm run build` runs this file; `npm start` (server/start.js) calls `ensureServerBuilt` first,
 * so a fresh clone or a changed source is built before the server runs. Plain JavaScript: it runs
 * before anything is compiled.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const projectRoot = path.resolve(import.meta.dirname, '..');
const outDir = path.join(projectRoot, 'dist-server');
const mainFile = path.join(outDir, 'main.js');
/** The source files the last build read, relative to the project (esbuild's metafile). */
const inputsFile = path.join(outDir, 'inputs.json');

/** The compiled server's entry, for `import()`. */
export const serverEntry = pathToFileURL(mainFile).href;

const mtime = (/** @type {string} */ file) =>
  existsSync(file) ? statSync(file).mtimeMs : Infinity;

/** Whether dist-server/ is missing or older than a source it was built from (or the lock file). */
export const isServerStale = () => {
  if (!existsSync(mainFile) || !existsSync(inputsFile)) return true;
  const built = statSync(mainFile).mtimeMs;
  /** @type {unknown} */
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  if (!Array.isArray(inputs)) return true;
  return [...inputs.map(String), 'package-lock.json', 'server/build-server.js'].some(
    (input) => mtime(path.join(projectRoot, input)) > built,
  );
};

/** Writes `file` whole or not at all: a server starting meanwhile reads the old one or the new. */
const writeAtomically = (/** @type {string} */ file, /** @type {Uint8Array | string} */ bytes) => {
  const temporary = `${file}.${String(process.pid)}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
};

/** Bundles server/main.ts into dist-server/main.js with its source map. */
export const buildServer = async () => {
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: ['server/main.ts'],
    outfile: mainFile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(outDir, { recursive: true });
  // The map before the code that points to it.
  const files = [...result.outputFiles].sort((a, b) =>
    a.path === mainFile ? 1 : b.path === mainFile ? -1 : 0,
  );
  for (const output of files) writeAtomically(output.path, output.contents);
  writeAtomically(inputsFile, JSON.stringify(Object.keys(result.metafile.inputs).sort(), null, 1));
};

/** Builds the server when it is missing or stale; says so, as the client's build does. */
export const ensureServerBuilt = async () => {
  if (!isServerStale()) return;
  console.log('Building the server (dist-server/ is missing or older than the sources)…');
  await buildServer();
  // esbuild's helper process would otherwise live as long as the server.
  await stop();
};

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await buildServer();
}
