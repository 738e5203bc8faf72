/**
 * Test helper: the files a page hands to the browser as downloads (a CSV export, a generated
 * PDF), read back from the blob link it clicks, as the browser would save them.
 */
import { resolveObjectURL } from 'node:buffer';

export type Download = { fileName: string; text: () => Promise<string> };

let listening: ((event: MouseEvent) => void) | null = null;

/** From now on in this test, every download link clicked is kept in the list returned (and not followed). */
export function recordDownloads(): Download[] {
  const downloads: Download[] = [];
  if (listening) document.removeEventListener('click', listening, true);
  listening = (event) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    // Read now: the page revokes the link's address once the click is handled.
    const blob = resolveObjectURL(link.href);
    downloads.push({ fileName: link.download, text: async () => (blob ? blob.text() : '') });
  };
  document.addEventListener('click', listening, true);
  return downloads;
}
