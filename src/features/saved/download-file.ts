/**
 * Hands text to the browser as a file download: a Blob behind an object URL (no data: URL,
 * which the CSP need not allow), clicked through a link that is never in the page.
 */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  // The download has started by the next task; the object URL is not needed any longer.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
