import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES_ID } from '../../contract/page-modules.ts';

/** A chunk of the built client as Vite's manifest (dist/.vite/manifest.json) describes it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/** The built client's chunk graph; empty when the client was built without it. */
export const readClientManifest = (distDir: string): ClientManifest => {
  try {
    return JSON.parse(
      readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as ClientManifest;
  } catch {
    return {};
  }
};

/** `key`'s chunk and every chunk it imports statically, directly or not, into `seen`. */
export const importClosure = (
  manifest: ClientManifest,
  key: string,
  seen = new Set<string>(),
): Set<string> => {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) importClosure(manifest, child, seen);
  return seen;
};

/** The manifest's key of the page's one script (index.html's). */
export const entryKey = (manifest: ClientManifest): string | undefined =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry);

/**
 * The scripts a page rendered on the server runs as it starts, besides those its HTML loads: the
 * app the entry imports once the page has painted (React, the shell), then the chunks of the
 * page's own `sources` (src/app/route-sources.ts); as addresses, in that order.
 */
export const modulePreloads = (manifest: ClientManifest, sources: readonly string[]): string[] => {
  const entry = entryKey(manifest);
  if (entry === undefined) return [];
  const loaded = importClosure(manifest, entry);
  const wanted = new Set<string>();
  for (const key of [...(manifest[entry]?.dynamicImports ?? []), ...sources]) {
    importClosure(manifest, key, wanted);
  }
  return [...wanted]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file ?? key}`);
};

/** The block in which a page names the scripts it starts with (read by src/app/start.ts). */
export const pageModulesBlock = (addresses: readonly string[]): string =>
  addresses.length === 0
    ? ''
    : `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(addresses)}</script>`;

/** The scripts a page's HTML names in its block (tools and tests); undefined without one. */
export const pageModulesIn = (html: string): string[] | undefined => {
  const text = new RegExp(
    `<script type="application/json" id="${PAGE_MODULES_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as string[]);
};
