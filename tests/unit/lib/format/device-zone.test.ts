import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KYIV_INSTANTS, KYIV_WALL_CLOCKS } from './kyiv-instants';

const root = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(import.meta.dirname, 'print-kyiv-dates.ts');

interface Printed {
  deviceOffsetMinutes: number;
  formatted: string[][];
  instants: (string | undefined)[][];
}

/** Formats the instants in a fresh Node process whose device time zone is `tz`. */
function formatUnder(tz: string): Printed {
  const output = execFileSync(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, TZ: tz },
    encoding: 'utf8',
  });
  return JSON.parse(output) as Printed;
}

describe('dates do not depend on the device time zone', () => {
  const zones = ['Europe/Kyiv', 'America/New_York', 'Asia/Tokyo', 'UTC'] as const;
  const printed = new Map(zones.map((tz) => [tz, formatUnder(tz)]));

  it('the child processes really ran in different zones', () => {
    // Summer offsets (minutes behind UTC): Kyiv +3 h, New York -4 h, Tokyo +9 h.
    expect(zones.map((tz) => printed.get(tz)?.deviceOffsetMinutes)).toEqual([-180, 240, -540, 0]);
  });

  it.each(zones)('shows Kyiv time on a device in %s', (tz) => {
    const formatted = printed.get(tz)?.formatted ?? [];
    expect(formatted.map(([dateTime]) => dateTime)).toEqual(KYIV_INSTANTS.map(([, kyiv]) => kyiv));
    expect(formatted).toEqual(printed.get('Europe/Kyiv')?.formatted);
  });

  it.each(zones)(
    'reads Kyiv wall-clock times and goes back calendar days on a device in %s',
    (tz) => {
      const instants = printed.get(tz)?.instants ?? [];
      expect(instants).toEqual(
        KYIV_WALL_CLOCKS.map(([, instant, dayBefore]) => [instant, dayBefore]),
      );
    },
  );
});
