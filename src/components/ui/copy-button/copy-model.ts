/** How long the "copied" message stays. */
export const COPY_MESSAGE_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies with the async clipboard API; 'failed' when it is missing or refused. */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, 'writeText'> | undefined,
): Promise<CopyState> {
  if (!clipboard) return 'failed';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
