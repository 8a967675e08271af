import { ApiError, failureOf } from './api';

/**
 * Document downloads (itinerary and statement PDFs, .ics) through fetch rather than a plain
 * `<a download>`: a refused download (429 over the per-user budget, 403, 404, 500) then shows the
 * server's message instead of the browser's broken download or a saved JSON file.
 */

/** The file name the server gave in Content-Disposition (RFC 6266 `filename*` first), or `fallback`. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(contentDisposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/** The last segment of a URL's path, as the name of a download the server did not name. */
function lastSegment(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'download';
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next turn: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Fetches a document and saves it under the server's file name. A refusal or failure throws an
 * ApiError carrying the server's message (the caller shows it), and nothing is saved.
 */
export async function downloadDocument(url: string, save: (blob: Blob, fileName: string) => void = saveBlob): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'network', 'Unable to connect');
  }
  if (!res.ok) throw failureOf(res.status, await res.text().catch(() => ''));
  const fileName = fileNameOf(res.headers.get('content-disposition'), lastSegment(url));
  save(await res.blob(), fileName);
  return fileName;
}
