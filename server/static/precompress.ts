import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text, and above the size where compression pays. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml)$/;
const MIN_BYTES = 1024;

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });

/** Whether `copy` is missing or older than `file`. */
const stale = (copy: string, file: string): boolean => {
  try {
    return statSync(copy).mtimeMs < statSync(file).mtimeMs;
  } catch {
    return true;
  }
};

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each text file of
 * the built client that lacks them or has older ones, so the server sends them as they are
 * (@fastify/static's preCompressed) instead of compressing the same bytes on every request:
 * the shell's 323 KB of script took 7 ms of CPU a request. Returns how many files it compressed.
 */
export const precompressClient = (distDir: string): number => {
  let compressed = 0;
  for (const file of filesIn(distDir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    if (!stale(`${file}.br`, file) && !stale(`${file}.gz`, file)) continue;
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    compressed += 1;
  }
  return compressed;
};
