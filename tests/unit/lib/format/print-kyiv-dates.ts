// Run by device-zone.test.ts in a child process with a given TZ: prints the device's UTC
// offset and the formatted instants as JSON.
import {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatTime,
} from '../../../../src/lib/format';
import { KYIV_INSTANTS } from './kyiv-instants';

const output = {
  deviceOffsetMinutes: new Date('2024-07-01T12:00:00Z').getTimezoneOffset(),
  formatted: KYIV_INSTANTS.map(([instant]) => [
    formatDateTime(instant, 'uk'),
    formatDate(instant, 'en'),
    formatTime(instant),
    formatDateRange(instant, instant, 'uk', { time: true }),
  ]),
};
process.stdout.write(JSON.stringify(output));
