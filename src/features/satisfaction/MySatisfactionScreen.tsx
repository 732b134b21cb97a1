import { Stack, Text, Title } from '@mantine/core';
import { getListSatisfactionScoresQueryOptions } from '@portal/sdk';
import type { SatisfactionScore } from '@portal/sdk/model';
import { useNavigate } from '@tanstack/react-router';
import { ListPagination } from '@/components/lists/ListPagination';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { ScoreCard } from './ScoreCard';
import { ScoreSummary } from './ScoreSummary';
import { scoreStats } from './stats';
import { satisfactionTexts } from './texts';

const texts = satisfactionTexts.mine;
/** Scores to a page of the list. */
export const SCORES_PAGE_SIZE = 10;

export interface MySatisfactionSearch {
  page?: number;
}

/**
 * `/mySatisfactionScore`: for a client, the scores they gave, each with the way to change it; for an expert, a
 * manager or a patron, the scores of their cases (the server answers only those): the average, how many of each
 * value, and the comments with case, client and date, paged.
 */
export function MySatisfactionScreen({ search }: { search: MySatisfactionSearch }) {
  const { title } = usePageTrail();
  const { profile, roles } = useCurrentProfile();
  const asClient = roles.includes('Client') && roles.length === 1;
  const query = useEveryPage<SatisfactionScore>((page) =>
    getListSatisfactionScoresQueryOptions(
      { page, pageSize: EVERY_PAGE_SIZE, ...(asClient && profile && { clientId: profile.id }) },
      // the roles decide the question: asked once they are known
      { query: { enabled: !!profile } },
    ),
  );
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{asClient ? texts.clientIntro : texts.staffIntro}</Text>
      </div>
      <QueryState query={query}>
        {query.data && <Scores scores={query.data} asClient={asClient} page={search.page ?? 1} />}
      </QueryState>
    </Stack>
  );
}

function Scores({ scores, asClient, page }: { scores: SatisfactionScore[]; asClient: boolean; page: number }) {
  const navigate = useNavigate();
  const shown = scores.slice((page - 1) * SCORES_PAGE_SIZE, page * SCORES_PAGE_SIZE);
  const pages = (
    <ListPagination
      totalCount={scores.length}
      pageSize={SCORES_PAGE_SIZE}
      page={page}
      onPage={(next) => void navigate({ to: '/mySatisfactionScore', search: { page: next > 1 ? next : undefined } })}
      labels={texts.pages}
    />
  );
  return (
    <>
      {!asClient && <ScoreSummary stats={scoreStats(scores)} />}
      <Stack gap="sm" component="section" aria-label={texts.comments}>
        {!asClient && (
          <Title order={2} size="h4">
            {texts.comments}
          </Title>
        )}
        {scores.length === 0 ? (
          <Text c="dimmed">{asClient ? texts.clientEmpty : texts.empty}</Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((score) =>
              asClient ? (
                <ScoreCard
                  key={score.id}
                  score={score}
                  title={
                    <AnchorLink to="/yourCases/$id" params={{ id: score.caseId }} inherit>
                      {score.case?.name}
                    </AnchorLink>
                  }
                  action={
                    <AnchorLink
                      to="/yourCases/$caseId/satisfactionScore/$id"
                      params={{ caseId: score.caseId, id: score.id }}
                      size="sm"
                      aria-label={texts.edit(score.case?.name ?? '')}
                    >
                      {texts.editShort}
                    </AnchorLink>
                  }
                />
              ) : (
                <ScoreCard key={score.id} score={score} title={score.case?.name} withClient />
              ),
            )}
          </Stack>
        )}
        {pages}
      </Stack>
    </>
  );
}
