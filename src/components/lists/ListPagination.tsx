import { Box, Pagination } from '@mantine/core';

export interface ListPaginationProps {
  totalCount: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  labels: { page: (page: number) => string; previous: string; next: string };
}

/** The pages of a list, shown when there is more than one (or the URL points past the first). */
export function ListPagination({ totalCount, pageSize, page, onPage, labels }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Box>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        getItemProps={(number) => ({ 'aria-label': labels.page(number) })}
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? labels.previous : labels.next })}
      />
    </Box>
  );
}
