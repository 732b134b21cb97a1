import { shellTexts } from './texts';

/** A page whose code or data is still loading: the router's pending page (the shell around it is shown). */
export function PageLoading() {
  return (
    <div className="app-loading" role="status">
      <div className="app-loading-ring" aria-hidden />
      <p>{shellTexts.loading}</p>
    </div>
  );
}
