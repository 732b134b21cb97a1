import { Badge, Group, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDownloadNewsPictureThumbnail } from '@portal/sdk';
import type { News } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useObjectUrl } from '@/components/files/use-object-url';
import { AnchorLink } from '@/components/links';
import { ListResults } from '@/components/lists/ListResults';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { newsListQuery } from './api';
import { newsList } from './list';
import { formatNewsDate, newsDate } from './NewsArticle';
import { newsTexts } from './texts';

type Search = Parameters<typeof newsList.view>[0];
const texts = newsTexts.list;
const THUMBNAIL = { w: 88, h: 75 };

/** The signed-in user's news (/news?page=N): thumbnail, title, introduction and date, newest first, paged. */
export function NewsListScreen({ search }: { search: Search }) {
  const list = useListView(newsList, search);
  const query = useQuery(newsListQuery(newsList.params(search)));
  return (
    <Stack maw={820}>
      <PageHeader />
      <ListResults query={query} list={list} empty={texts.empty}>
        {(items) => (
          <Stack component="ul" aria-label={texts.label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((news) => (
              <NewsListItem key={news.id} news={news} />
            ))}
          </Stack>
        )}
      </ListResults>
    </Stack>
  );
}

function NewsListItem({ news }: { news: News }) {
  const date = newsDate(news);
  const link = news.isSummary
    ? linkOptions({ to: '/news/summary/$id', params: { id: news.id } })
    : linkOptions({ to: '/news/$id', params: { id: news.id } });
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {news.newsPictureId && news.newsPictureToken ? (
          <Thumbnail id={news.newsPictureId} token={news.newsPictureToken} />
        ) : null}
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            {date && (
              <Text size="sm" c="dimmed" component="time" dateTime={date}>
                {formatNewsDate(date)}
              </Text>
            )}
            {news.isSummary && (
              <Badge variant="light" size="sm">
                {texts.summary}
              </Badge>
            )}
          </Group>
          <AnchorLink {...link} fw={600} size="lg">
            {news.title}
          </AnchorLink>
          {news.introduction && <Text size="sm">{news.introduction}</Text>}
        </Stack>
      </Group>
    </Paper>
  );
}

function Thumbnail({ id, token }: { id: number; token: string }) {
  const picture = useDownloadNewsPictureThumbnail(id, { Token: token }, { query: { staleTime: Infinity } });
  const src = useObjectUrl(picture.data);
  if (picture.isError) return null;
  if (!src) return <Skeleton {...THUMBNAIL} radius="sm" style={{ flexShrink: 0 }} />;
  return <Image src={src} {...THUMBNAIL} fit="cover" radius="sm" alt="" style={{ flexShrink: 0 }} />;
}
