import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ARCHITECTURE_PAGE,
  dependencyDiagram,
  diagramInPage,
} from '../../../scripts/architecture-diagram';

describe('docs/architecture.md', () => {
  it('draws the imports between the floors as the code has them (npm run docs:architecture)', () => {
    const diagram = dependencyDiagram();
    expect(diagram).toMatch(/^flowchart LR/);
    expect(diagram).toContain('["contract"]');
    expect(diagramInPage(readFileSync(ARCHITECTURE_PAGE, 'utf8'))).toBe(diagram);
  }, 120_000);
});
