/**
 * The diagram of docs/architecture.md: which floor imports which, drawn by dependency-cruiser
 * from the code (folders collapsed to the floors). `npm run docs:architecture` writes it between
 * the markers; tests/unit/docs/architecture.test.ts fails when the page and the code disagree.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const ARCHITECTURE_PAGE = path.join(root, 'docs', 'architecture.md');
const START = '<!-- diagram: npm run docs:architecture -->';
const END = '<!-- end of diagram -->';

/** The floors: the client's four, the service worker, the server (its storage apart), contract. */
const FLOORS = '^(src/(app|features|components|lib)|server/db|server|contract|sw)';

/** The Mermaid flowchart of the imports between the floors, as the code has them today. */
export const dependencyDiagram = (): string => {
  const run = spawnSync(
    path.join(root, 'node_modules', '.bin', 'depcruise'),
    [
      ...['src', 'server', 'contract', 'sw'],
      '--no-config',
      ...['--ts-config', 'tsconfig.json'],
      ...['--include-only', '^(src|server|contract|sw)/'],
      ...['--exclude', '\\.(json|css)$|\\.d\\.ts$'],
      ...['--collapse', FLOORS],
      ...['--output-type', 'mermaid'],
    ],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  );
  if (run.status !== 0) throw new Error(`depcruise failed: ${run.stderr}`);
  return run.stdout.trim();
};

/** Where the diagram sits in the page: after the start marker, up to the end marker. */
const diagramSpan = (page: string): { start: number; end: number } | undefined => {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  return start < 0 || end < start ? undefined : { start: start + START.length, end };
};

/** The diagram the page holds now. */
export const diagramInPage = (page: string): string | undefined => {
  const span = diagramSpan(page);
  if (!span) return undefined;
  return page
    .slice(span.start, span.end)
    .replace(/^\s*```mermaid\n/, '')
    .replace(/\n```\s*$/, '')
    .trim();
};

const withDiagram = (page: string, diagram: string): string => {
  const span = diagramSpan(page);
  if (!span) throw new Error(`${ARCHITECTURE_PAGE} lacks the diagram markers`);
  return `${page.slice(0, span.start)}\n\n\`\`\`mermaid\n${diagram}\n\`\`\`\n\n${page.slice(span.end)}`;
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const page = readFileSync(ARCHITECTURE_PAGE, 'utf8');
  writeFileSync(ARCHITECTURE_PAGE, withDiagram(page, dependencyDiagram()));
  console.log(`Wrote the diagram of ${path.relative(root, ARCHITECTURE_PAGE)}`);
}
