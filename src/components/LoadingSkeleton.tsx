/**
 * The shape of a page (`page`: title, line and cards) or of a part of it (`part`: lines and a card) in grey blocks
 * while its code or data loads (the classes are in app.css, shared with index.html's placeholder); screen readers
 * hear `label`.
 */
export function LoadingSkeleton({ label, shape }: { label: string; shape: 'page' | 'part' }) {
  return (
    <div role="status" className="app-skeleton-page">
      <span className="app-sr-only">{label}</span>
      <div aria-hidden className={`app-skeleton ${shape === 'page' ? 'app-skeleton-title' : 'app-skeleton-line'}`} />
      <div aria-hidden className="app-skeleton app-skeleton-line" />
      <div aria-hidden className="app-skeleton app-skeleton-card" />
      {shape === 'page' && <div aria-hidden className="app-skeleton app-skeleton-card" />}
    </div>
  );
}
