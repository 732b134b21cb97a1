import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { crmTexts } from './texts';

// the survey's eight sections and their checks load with the tab
const LeasingSurveyTab = lazy(() =>
  import('./leasing/LeasingSurveyTab').then((module) => ({ default: module.LeasingSurveyTab })),
);

/** "Ankieta leasingowa": the client's leasing survey, section by section (./leasing). */
export function LeasingTab({ clientId }: { clientId: number }) {
  return (
    <Suspense fallback={<LoadingSkeleton label={crmTexts.leasingLoading} shape="part" />}>
      <LeasingSurveyTab clientId={clientId} />
    </Suspense>
  );
}
