import { Stack, Title } from '@mantine/core';
import { getListSatisfactionScoresQueryOptions } from '@portal/sdk';
import type { SatisfactionScore } from '@portal/sdk/model';
import { AnchorLink } from '@/components/links';
import { ListResults } from '@/components/lists/ListResults';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { myScoreList } from './list';
import { ScoreCard } from './ScoreCard';
import { ScoreSummary } from './ScoreSummary';
import { scoreStats } from './stats';
import { satisfactionTexts } from './texts';

type Search = Parameters<typeof myScoreList.view>[0];
const texts = satisfactionTexts.mine;

/**
 * `/mySatisfactionScore`: for a client, the scores they gave, each with the way to change it; for an expert, a
 * manager or a patron, the scores of their cases (the server answers only those): the average, how many of each
 * value, and the comments with case, client and date, paged.
 */
export function MySatisfactionScreen({ search }: { search: Search }) {
  const list = useListView(myScoreList, search);
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
      <PageHeader intro={asClient ? texts.clientIntro : texts.staffIntro} />
      {!asClient && query.data && <ScoreSummary stats={scoreStats(query.data)} />}
      <Stack gap="sm" component="section" aria-label={texts.comments}>
        {!asClient && (
          <Title order={2} size="h4">
            {texts.comments}
          </Title>
        )}
        <ListResults
          query={{ ...query, data: query.data && list.pageOf(query.data) }}
          list={list}
          empty={asClient ? texts.clientEmpty : texts.empty}
        >
          {(scores) => (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {scores.map((score) =>
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
        </ListResults>
      </Stack>
    </Stack>
  );
}
