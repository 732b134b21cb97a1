import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/** The blobs given to URL.createObjectURL (jsdom has none), and the links clicked to save them. */
export function spyOnFiles() {
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => {};
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:demo-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: { download: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
  return { blobs, saved };
}

/** A browser tab as window.open returns it. */
export const fakeTab = () => ({ opener: {} as unknown, location: { href: '' }, close: vi.fn() });

/** A file's bytes as latin1 text (a PDF's text is readable so). */
export const fileText = async (blob: Blob) => String.fromCharCode(...new Uint8Array(await blob.arrayBuffer()));

/**
 * Clicks a list's "Eksportuj do CSV" and reads the file it saves: its name and its lines, each space plain (the
 * amounts' non-breaking ones too).
 */
export async function exportCsv() {
  const files = spyOnFiles();
  await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do CSV' }));
  await waitFor(() => expect(files.saved).toHaveLength(1), { timeout: 5000 });
  const lines = (await files.blobs[0].text()).split('\r\n').slice(0, -1);
  return { name: files.saved[0].download, lines: lines.map((line) => line.replace(/\s/g, ' ')) };
}
