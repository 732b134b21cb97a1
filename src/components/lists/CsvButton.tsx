import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadEveryPage } from '@/lib/every-page';
import { saveBlob } from '@/lib/files';
import { columnsCsv, csvFileName } from './csv';
import type { ListColumn } from './ListTable';
import { listTexts } from './texts';

export interface CsvButtonProps<T> {
  /** The view's name, the start of the file's name (`rozliczenia` → `rozliczenia-2026-11-27.csv`). */
  name: string;
  columns: readonly (ListColumn<T> | false | null | undefined)[];
  /** The rows when the screen has them all (what it shows; none: nothing to export, the button is disabled) … */
  rows?: readonly T[];
  /** … or the list's query of a page with the current filters, to read every page of what they select. */
  pages?: (page: number, pageSize: number) => object;
}

/** `pages` of a list's page query with its filters (`params`): `pages={pagesOf(settlementListQuery, params)}`. */
export const pagesOf =
  <P extends object>(pageQuery: (params: P) => object, params: P) =>
  (page: number, pageSize: number) =>
    pageQuery({ ...params, page, pageSize });

/** Saves what the list's filters select as a CSV file Polish Excel opens as it is (csv.ts). */
export function CsvButton<T>({ name, columns, rows, pages }: CsvButtonProps<T>) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setPending(true);
    setFailed(false);
    try {
      const all = rows ?? (pages ? await loadEveryPage<T>(queryClient, pages) : []);
      saveBlob(new Blob([columnsCsv(columns, all)], { type: 'text/csv;charset=utf-8' }), csvFileName(name));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={pending}
        disabled={rows?.length === 0}
        onClick={download}
      >
        {listTexts.csv}
      </Button>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {listTexts.csvFailed}
        </Text>
      )}
    </Group>
  );
}
