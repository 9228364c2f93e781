// Run by device-zone.test.ts in a child process with a given TZ: prints the device's UTC
// offset and the formatted instants as JSON.
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatTime,
} from '../../../../src/lib/format';
import { daysBefore, toInstant } from '../../../../src/features/tender/model/timeline/stage-dates';
import { KYIV_INSTANTS, KYIV_WALL_CLOCKS } from './kyiv-instants';

const output = {
  deviceOffsetMinutes: new Date('2024-07-01T12:00:00Z').getTimezoneOffset(),
  formatted: KYIV_INSTANTS.map(([instant]) => [
    formatDateTime(instant, 'uk'),
    formatDate(instant, 'en'),
    formatTime(instant),
    formatDateRange(instant, instant, 'uk', { time: true }),
  ]),
  instants: KYIV_WALL_CLOCKS.map(([wall]) => [
    toInstant(wall)?.toISOString(),
    daysBefore(toInstant(wall), 1)?.toISOString(),
  ]),
};
process.stdout.write(JSON.stringify(output));
