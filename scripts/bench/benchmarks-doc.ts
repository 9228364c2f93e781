import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { projectRoot } from '../../server/config.ts';

const doc = path.join(projectRoot, 'docs', 'benchmarks.md');

/** Today in Kyiv, as the benchmark tables are dated. */
export const today = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());

/**
 * Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in
 * docs/benchmarks.md with `markdown` (the section must exist), formatted as the repo is.
 */
export async function writeBenchmarkSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = readFileSync(doc, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/benchmarks.md has no ${start} … ${end}`);
  const next = `${text.slice(0, from + start.length)}\n\n${markdown.trim()}\n\n${text.slice(to)}`;
  writeFileSync(doc, await format(next, { filepath: doc }));
}

export const markdownTable = (head: readonly string[], rows: readonly string[][]): string =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
