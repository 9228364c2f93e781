/**
 * Writes the PWA icons into public/icons/ (committed; rerun after changing the mark):
 *   node_modules/.bin/tsx scripts/make-icons.ts
 *
 * The mark is a brand-blue (#1f4e8c) rounded square with a bold white tick, on white.
 * PNGs are encoded by hand (RGB, 8 bit) with node:zlib, so nothing is downloaded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

const BRAND: Rgb = [0x1f, 0x4e, 0x8c];
const WHITE: Rgb = [0xff, 0xff, 0xff];
/** Samples per pixel side, for anti-aliased edges. */
const SUPERSAMPLE = 4;

interface IconSpec {
  file: string;
  size: number;
  /** Side of the blue square as a share of the icon side. */
  markScale: number;
}

const ICONS: IconSpec[] = [
  { file: 'icon-192.png', size: 192, markScale: 0.84 },
  { file: 'icon-512.png', size: 512, markScale: 0.84 },
  // Maskable: the mark stays inside the 80 % safe-zone circle (its corners included).
  { file: 'icon-maskable-512.png', size: 512, markScale: 0.56 },
];

/** Signed distance from (px, py) to a rounded square centred at 0.5, 0.5. */
function roundedSquare(px: number, py: number, half: number, radius: number): number {
  const qx = Math.abs(px - 0.5) - half + radius;
  const qy = Math.abs(py - 0.5) - half + radius;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

/** Distance from (px, py) to the segment a–b. */
function segment(px: number, py: number, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Colour of one point of the icon, in unit coordinates (0..1). */
function colourAt(x: number, y: number, markScale: number): Rgb {
  const half = markScale / 2;
  if (roundedSquare(x, y, half, markScale * 0.2) > 0) return WHITE;
  // The tick, in coordinates relative to the blue square.
  const u = (x - 0.5) / markScale;
  const v = (y - 0.5) / markScale;
  const stroke = 0.085;
  const tick =
    Math.min(
      segment(u, v, [-0.26, 0.02], [-0.08, 0.2]),
      segment(u, v, [-0.08, 0.2], [0.26, -0.17]),
    ) - stroke;
  return tick <= 0 ? WHITE : BRAND;
}

function render(spec: IconSpec): Buffer {
  const { size, markScale } = spec;
  const rowBytes = 1 + size * 3;
  const raw = Buffer.alloc(rowBytes * size);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let y = 0; y < size; y++) {
    raw[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const [cr, cg, cb] = colourAt(
            (x + (sx + 0.5) / SUPERSAMPLE) / size,
            (y + (sy + 0.5) / SUPERSAMPLE) / size,
            markScale,
          );
          r += cr;
          g += cg;
          b += cb;
        }
      }
      const offset = y * rowBytes + 1 + x * 3;
      raw[offset] = Math.round(r / samples);
      raw[offset + 1] = Math.round(g / samples);
      raw[offset + 2] = Math.round(b / samples);
    }
  }
  return encodePng(size, size, raw);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(width: number, height: number, raw: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
mkdirSync(outDir, { recursive: true });
for (const spec of ICONS) {
  const png = render(spec);
  writeFileSync(join(outDir, spec.file), png);
  console.log(`${spec.file}: ${spec.size}×${spec.size}, ${png.length} bytes`);
}
