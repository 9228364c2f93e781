import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const formatDir = path.join(root, 'src/lib/format');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** 'file:line: match' for every line of the files matching `pattern`. */
function find(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        const match = pattern.exec(line);
        return match ? [`${path.relative(root, file)}:${String(index + 1)}: ${match[0]}`] : [];
      }),
  );
}

describe('formatting happens in src/lib/format only, and never in the device zone', () => {
  const files = sourceFiles(path.join(root, 'src'));

  it('no file reads the device-zone fields of a Date or formats with the device locale', () => {
    expect(files.length).toBeGreaterThan(10);
    const deviceClock =
      /\.(getHours|getMinutes|getSeconds|getDate|getDay|getMonth|getFullYear|getYear|getTimezoneOffset|setHours|setDate|toLocale\w*|toDateString|toTimeString)\(/;
    expect(find(files, deviceClock)).toEqual([]);
  });

  it('only src/lib/format uses Intl formatters or toFixed', () => {
    const outside = files.filter((file) => !file.startsWith(formatDir + path.sep));
    expect(
      find(outside, /Intl\.(DateTimeFormat|NumberFormat|RelativeTimeFormat)|\.toFixed\(/),
    ).toEqual([]);
  });
});
