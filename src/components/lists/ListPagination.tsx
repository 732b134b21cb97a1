import { Box, Pagination } from '@mantine/core';
import { listTexts } from './texts';

export interface ListPaginationProps {
  totalCount: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}

/** The pages of a list, shown when there is more than one (or the address points past the first). */
export function ListPagination({ totalCount, pageSize, page, onPage }: ListPaginationProps) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <Box>
      <Pagination
        total={Math.max(pages, page)}
        value={page}
        onChange={onPage}
        getItemProps={(number) => ({ 'aria-label': listTexts.page(number) })}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? listTexts.previousPage : listTexts.nextPage,
        })}
      />
    </Box>
  );
}
