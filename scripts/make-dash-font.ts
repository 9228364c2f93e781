/**
 * Writes public/fonts/long-dashes.otf (committed; rerun after changing the glyphs):
 *   node_modules/.bin/tsx scripts/make-dash-font.ts
 *
 * Upstream titles use the two- and three-em dashes (U+2E3A, U+2E3B), which the common system
 * fonts lack: they showed as a missing-glyph box. This font has only those two glyphs, a bar at
 * the height and weight of an em dash, two and three ems long. The stylesheet loads it for
 * those two characters alone (`unicode-range`), after every system font.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

const UNITS_PER_EM = 1000;
/** The bar's bottom and top, in font units: where the system fonts draw the em dash. */
const BAR_BOTTOM = 240;
const BAR_TOP = 310;

function dash(name: string, codePoint: number, ems: number): opentype.Glyph {
  const width = ems * UNITS_PER_EM;
  const path = new opentype.Path();
  path.moveTo(0, BAR_BOTTOM);
  path.lineTo(width, BAR_BOTTOM);
  path.lineTo(width, BAR_TOP);
  path.lineTo(0, BAR_TOP);
  path.close();
  return new opentype.Glyph({ name, unicode: codePoint, advanceWidth: width, path });
}

const font = new opentype.Font({
  familyName: 'Portal Long Dashes',
  styleName: 'Regular',
  unitsPerEm: UNITS_PER_EM,
  ascender: 800,
  descender: -200,
  glyphs: [
    new opentype.Glyph({ name: '.notdef', advanceWidth: 500, path: new opentype.Path() }),
    dash('twoemdash', 0x2e3a, 2),
    dash('threeemdash', 0x2e3b, 3),
  ],
});

const target = join(dirname(fileURLToPath(import.meta.url)), '../public/fonts/long-dashes.otf');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, Buffer.from(font.toArrayBuffer()));
console.log(`wrote ${target}`);
