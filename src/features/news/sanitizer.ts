let pending: Promise<typeof import('@/lib/sanitize')> | undefined;

/**
 * The HTML sanitizer, in a chunk of its own (sanitize-html and its parser): asked for once, and again only after a
 * failed load. A route showing a news body may start it in its loader, beside the news item's data.
 */
export function loadSanitizer() {
  pending ??= import('@/lib/sanitize').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
