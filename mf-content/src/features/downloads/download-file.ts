// Rspack sets this to where this remote's files are served from (its public path), so the
// downloads resolve beside the remote's code wherever it is deployed.
declare const __webpack_public_path__: string;

/** The address of a file in `public/downloads/`. */
export function downloadUrl(file: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${base}downloads/${encodeURIComponent(file)}`;
}

/**
 * Fetches the file and saves it under `file`. The remote is served from another origin than
 * the page, where a plain `<a download>` would open the file instead of saving it.
 */
export async function saveDownload(url: string, file: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = file;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once click() returns; give it a moment to start.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
