import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { shellTexts } from './texts';

/** A page whose code or data is still loading: the router's pending page (the shell around it is shown). */
export function PageLoading() {
  return <LoadingSkeleton label={shellTexts.loading} shape="page" />;
}
