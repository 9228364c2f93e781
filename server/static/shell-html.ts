import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '../../contract/api.ts';
import { RENDERED_DATA_ID } from '../../contract/server-rendered.ts';
import {
  modulePreloads,
  pageModulesBlock,
  readClientManifest,
  type ClientManifest,
} from './module-preloads.ts';

/** What a page answer adds to the built index.html. */
export interface ShellParts {
  /** `<html lang>`. */
  lang: Lang;
  /** Elements for the `<head>`, in order, already escaped (link previews; preload hints). */
  head: readonly string[];
  /**
   * The server-rendered page, its hydration data and the source files of its routes' code;
   * without it `#root` stays empty.
   */
  page?: { html: string; data: string; sources: readonly string[] };
}

const LANG_SLOT = '\u0000lang\u0000';
const HEAD_SLOT = '\u0000head\u0000';
const ROOT_SLOT = '\u0000root\u0000';
const ROOT = /<div id="root"><\/div>/i;

/**
 * index.html as a template: its static generic `<title>` and description are taken out (the
 * page's own take their place), and `<html lang>` follows the page's language.
 */
export const toShellTemplate = (html: string): string => {
  let template = html.replace(/(<html\b[^>]*?\blang=")[^"]*(")/i, `$1${LANG_SLOT}$2`);
  template = template.replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i, '');
  template = template.replace(ROOT, ROOT_SLOT);
  const title = /<title>[^<]*<\/title>/i;
  if (title.test(template)) return template.replace(title, HEAD_SLOT);
  const headEnd = template.search(/<\/head>/i);
  return headEnd === -1
    ? `${HEAD_SLOT}${template}`
    : `${template.slice(0, headEnd)}${HEAD_SLOT}${template.slice(headEnd)}`;
};

export interface ShellHtml {
  render: (parts: ShellParts) => Promise<string>;
  /** The template pages are made from now (it changes with a rebuild). */
  template: () => Promise<string>;
}

interface Built {
  mtimeMs: number;
  size: number;
  template: string;
  manifest: ClientManifest;
}

/**
 * The built index.html and the client's chunk graph beside it, read once and again when the file
 * changes (a rebuild in place).
 */
export const createShellHtml = (file: string): ShellHtml => {
  let cached: Built | undefined;

  const built = async (): Promise<Built> => {
    const { mtimeMs, size } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
      cached = {
        mtimeMs,
        size,
        template: toShellTemplate(await readFile(file, 'utf8')),
        manifest: readClientManifest(path.dirname(file)),
      };
    }
    return cached;
  };

  return {
    template: async () => (await built()).template,
    render: async ({ lang, head, page }) => {
      const { template, manifest } = await built();
      return template
        .replace(LANG_SLOT, lang)
        .replace(HEAD_SLOT, () => head.join('\n    '))
        .replace(ROOT_SLOT, () =>
          page
            ? `<div id="root">${page.html}</div>` +
              `<script type="application/json" id="${RENDERED_DATA_ID}">${page.data}</script>` +
              pageModulesBlock(modulePreloads(manifest, page.sources))
            : '<div id="root"></div>',
        );
    },
  };
};
