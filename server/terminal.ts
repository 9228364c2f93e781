/** C0 controls (line breaks and tabs too), DEL and C1 controls: ESC starts terminal sequences. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text safe to print on one terminal line: each control character is written as \xHH, so a
 * file name or upstream text cannot move the cursor, recolour, retitle or clear the terminal.
 */
export const printable = (text: string): string =>
  text.replace(CONTROL, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** For the command-line entry points: the error's message on one line, then exit code 1. */
export const exitWithMessage = (error: unknown): never => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
};
