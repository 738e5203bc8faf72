/** Hands a file made or fetched in the browser (a CSV export, a generated PDF) to the user as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the browser has started reading the blob by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
