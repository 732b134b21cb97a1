// Files the API answers with (attachments, PDFs): saved under their names or shown in a browser tab.

/** Saves a downloaded file under its name: an object URL and a temporary `<a download>`. */
export function saveBlob(data: Blob | string, fileName: string) {
  // a file served as text/* arrives as a string
  const blob = typeof data === 'string' ? new Blob([data]) : data;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has started the download by now; the URL is not needed any more
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const PDF = 'application/pdf';

/** The answer as a PDF blob, whatever type the server labelled it with (the viewer goes by the type). */
export function pdfBlob(data: Blob | string): Blob {
  if (typeof data === 'string') return new Blob([data], { type: PDF });
  return data.type === PDF ? data : data.slice(0, data.size, PDF);
}

/** How long an opened document's URL lives: the tab has long loaded it by then. */
const OPENED_URL_LIFETIME_MS = 60_000;

/**
 * A tab for a document about to be downloaded: opened while the click still counts as the user's (a tab opened
 * once the file has arrived could be blocked as a pop-up). Null when the browser refused it.
 */
export const openBlankTab = (): Window | null => window.open('', '_blank');

/**
 * Shows the file in `tab` (from `openBlankTab`), or else in a new tab; when the browser allows no tab at all, saves
 * it under its name instead, so the user still gets the document.
 */
export function showPdf(file: Blob, fileName: string, tab: Window | null) {
  const url = URL.createObjectURL(file);
  const shown = tab ?? window.open(url, '_blank');
  if (!shown) {
    URL.revokeObjectURL(url);
    saveBlob(file, fileName);
    return;
  }
  // the document needs nothing of this page
  shown.opener = null;
  if (tab) tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), OPENED_URL_LIFETIME_MS);
}
