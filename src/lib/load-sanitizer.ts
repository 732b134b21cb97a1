let pending: Promise<typeof import('./sanitize')> | undefined;

/**
 * The app's one HTML sanitizer (./sanitize.ts), in a chunk of its own (sanitize-html and its parser): asked for
 * once, and again only after a failed load. A route showing sanitized HTML (a news body, the chatbot's answers) may
 * start it in its loader, beside its data.
 */
export function loadSanitizer() {
  pending ??= import('./sanitize').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
