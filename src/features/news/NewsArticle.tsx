import { Anchor, Box, Flex, Group, Image, List, Paper, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { downloadNewsAttachment, useDownloadNewsPicture } from '@portal/sdk';
import type { News } from '@portal/sdk/model';
import { IconPaperclip } from '@tabler/icons-react';
import { Suspense, use } from 'react';
import { ReportCaseButton } from '@/components/cases/ReportCaseButton';
import { FileError } from '@/components/files/FileError';
import { useFileActions } from '@/components/files/use-file-actions';
import { useObjectUrl } from '@/components/files/use-object-url';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { loadSanitizer } from '@/lib/load-sanitizer';
import { newsTexts } from './texts';

/** Picture defaults when not given (spec 000 section 9). */
export const PICTURE_WIDTH = 175;
export const PICTURE_HEIGHT = 150;

const dateFormat = new Intl.DateTimeFormat('pl-PL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** The date a news item shows: when it was sent by e-mail if it was, else when it was created. */
export const newsDate = (news: Pick<News, 'emailSentAt' | 'createdAt'>) => news.emailSentAt ?? news.createdAt;

/** "5 września 2026" (Polish time). */
export const formatNewsDate = (date: string) => dateFormat.format(new Date(date));

export interface NewsArticleProps {
  news: News;
  /** `landing`: the public landing page's, without the call to action. */
  variant: 'page' | 'landing';
  pictureWidth?: number;
  pictureHeight?: number;
  /** The picture's address when it is not stored yet (the news form's preview). */
  pictureSrc?: string;
}

/**
 * A news item (spec 000 "News detail"): date, source, title, introduction, picture, the sanitized HTML body and
 * the attachments, each downloaded with its own token; the page variant ends with the call to report a case.
 * The title is the page's H1.
 */
export function NewsArticle({
  news,
  variant,
  pictureWidth = PICTURE_WIDTH,
  pictureHeight = PICTURE_HEIGHT,
  pictureSrc,
}: NewsArticleProps) {
  const date = newsDate(news);
  return (
    // a long word (a file name, an address) breaks rather than widening the page past a phone's screen
    <Stack component="article" gap="lg" maw={820} style={{ overflowWrap: 'anywhere' }}>
      <Stack gap={6}>
        <Group gap="xs" c="dimmed" fz="sm">
          {date && (
            <time dateTime={date} title={newsTexts.published}>
              {formatNewsDate(date)}
            </time>
          )}
          {date && news.source && <span aria-hidden>·</span>}
          {news.source && <span>{news.source}</span>}
        </Group>
        <Title order={1}>{news.title}</Title>
      </Stack>
      {(news.introduction || news.newsPictureId || pictureSrc) && (
        <Flex gap="lg" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
          {pictureSrc ? (
            <Image src={pictureSrc} w={pictureWidth} h={pictureHeight} fit="cover" radius="md" alt="" />
          ) : (
            news.newsPictureId &&
            news.newsPictureToken && (
              <NewsPicture
                id={news.newsPictureId}
                token={news.newsPictureToken}
                width={pictureWidth}
                height={pictureHeight}
              />
            )
          )}
          {news.introduction && (
            <Text size="lg" fw={500}>
              {news.introduction}
            </Text>
          )}
        </Flex>
      )}
      <Suspense fallback={<LoadingSkeleton label={newsTexts.bodyLoading} shape="part" />}>
        <NewsBody html={news.messageContent} />
      </Suspense>
      <NewsAttachments news={news} />
      {variant === 'page' && (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" gap="sm">
            <Text fw={500}>{newsTexts.callToAction}</Text>
            <ReportCaseButton />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

function NewsPicture({ id, token, width, height }: { id: number; token: string; width: number; height: number }) {
  // the picture does not change under its id: fetched once a visit
  const picture = useDownloadNewsPicture(id, { Token: token }, { query: { staleTime: Infinity } });
  const src = useObjectUrl(picture.data);
  // the same box while it loads, so the text beside it does not move; nothing where it failed
  if (picture.isError) return null;
  if (!src) return <Skeleton w={width} h={height} radius="md" style={{ flexShrink: 0 }} />;
  return <Image src={src} w={width} h={height} fit="cover" radius="md" alt="" style={{ flexShrink: 0 }} />;
}

const BODY_CLASS = 'portal-news-body';

/** The body, sanitized (the sanitizer is loaded the first time a body is shown). */
function NewsBody({ html }: { html: string }) {
  const { sanitizeHtml } = use(loadSanitizer());
  return (
    <Typography className={BODY_CLASS}>
      {/* links in running text are underlined, not told apart by their colour alone (React hoists it once) */}
      <style href="portal-news-body" precedence="default">{`.${BODY_CLASS} a { text-decoration: underline; }`}</style>
      <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </Typography>
  );
}

function NewsAttachments({ news }: { news: News }) {
  const file = useFileActions();
  const files = news.newsAttachmentsTokens.map((token) => ({
    id: token.newsAttachmentId,
    token: token.token,
    fileName:
      token.attachmentFileName ??
      news.newsAttachments.find((a) => a.id === token.newsAttachmentId)?.fileName ??
      String(token.newsAttachmentId),
  }));
  if (files.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={`news-${news.id}-attachments`}>
      <Title order={2} size="h4" id={`news-${news.id}-attachments`}>
        {newsTexts.attachments}
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {files.map(({ id, token, fileName }) => (
          <List.Item key={id}>
            {/* not stored yet (the news form's preview): named, not downloadable */}
            {!token ? (
              <Group gap={6} wrap="nowrap">
                <IconPaperclip size={16} aria-hidden />
                <span>{fileName}</span>
              </Group>
            ) : (
              <Anchor
                component="button"
                type="button"
                ta="start"
                aria-label={newsTexts.download(fileName)}
                aria-busy={file.isPending(String(id), 'download')}
                disabled={file.busy}
                onClick={() =>
                  file.run(String(id), 'download', fileName, () => downloadNewsAttachment(id, { Token: token }))
                }
              >
                <Group gap={6} wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden />
                  <span>{fileName}</span>
                </Group>
              </Anchor>
            )}
          </List.Item>
        ))}
      </List>
      <FileError error={file.error} />
    </Stack>
  );
}
