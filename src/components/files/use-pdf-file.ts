import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useFileActions, type FileAction } from './use-file-actions';

export type PdfAction = FileAction;

/**
 * One PDF of the API to open in a new tab or save under `fileName`, fetched then through its generated query.
 * `pending` is the action under way; `error` the last failure, cleared by the next try.
 */
export function usePdfFile<TData extends Blob | string, TError>(
  fileName: string,
  query: () => FetchQueryOptions<TData, TError, TData, QueryKey>,
) {
  const queryClient = useQueryClient();
  const files = useFileActions();
  const fetchFile = () => queryClient.fetchQuery(query());
  return {
    open: () => files.run(fileName, 'open', fileName, fetchFile),
    download: () => files.run(fileName, 'download', fileName, fetchFile),
    pending: files.pendingOn(fileName),
    error: files.error,
  };
}
