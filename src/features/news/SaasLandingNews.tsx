import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { saasLandingNewsQuery } from './api';
import { NewsArticle } from './NewsArticle';
import { newsTexts } from './texts';

/**
 * The news item of the SaaS landing page (`News/saasLanding`, public), as the landing variant of the news detail.
 * A failed load shows no error (spec 000 section 8), only `fallback` (the page's own heading): the page around it
 * still invites to sign up.
 */
export function SaasLandingNews({ fallback }: { fallback: ReactNode }) {
  const news = useQuery(saasLandingNewsQuery());
  if (news.isPending) return <LoadingSkeleton label={newsTexts.loading} shape="page" />;
  if (!news.data) return <>{fallback}</>;
  return <NewsArticle news={news.data} variant="landing" />;
}
