/**
 * Files the portal hands to the browser as downloads: ones it made (a CSV) and ones the API
 * serves only to the bearer (documents, generated PDFs), which a plain link could not fetch.
 */
import { apiGetBlob } from './api-client';

/** Saves `blob` under `fileName` through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches `path` (below the API's base) with the session's token and saves it as `fileName`. */
export async function downloadApiFile(path: string, fileName: string): Promise<void> {
  downloadBlob(await apiGetBlob(path), fileName);
}
