/** Debian's Chromium as the tests and benchmarks run it: CHROME_PATH, else /usr/bin/chromium. */
export const chromiumPath = (): string => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, and none of the browser's own background traffic to time along with the page. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
