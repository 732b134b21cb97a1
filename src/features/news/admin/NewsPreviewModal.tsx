import { Modal } from '@mantine/core';
import type { News } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { NewsArticle } from '@/features/news/NewsArticle';
import { newsPreviewQuery } from './api';
import { newsAdminTexts as texts } from './texts';

/** A news item as its readers will see it (`News/{id}/preview`, drafts included), over the administration. */
export function NewsPreviewModal({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const query = useQuery({ ...newsPreviewQuery(id ?? 0), enabled: id !== undefined });
  return (
    <Modal opened={id !== undefined} onClose={onClose} title={texts.preview.title} size="xl">
      {id !== undefined && (
        <QueryState query={query}>{query.data && <NewsArticle news={query.data} variant="page" />}</QueryState>
      )}
    </Modal>
  );
}

/** The form's preview: the item as it would be saved, as its readers would see it. */
export function NewsDraftPreviewModal({
  news,
  pictureSrc,
  opened,
  onClose,
  title,
}: {
  news: News;
  pictureSrc?: string;
  opened: boolean;
  onClose: () => void;
  title: string;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      {opened && <NewsArticle news={news} variant="page" pictureSrc={pictureSrc} />}
    </Modal>
  );
}
