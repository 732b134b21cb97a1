import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/lib/http/configure-http';

/** 4xx answers are final; other failures are retried once. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isClientError(error) && failures < 1,
      },
    },
  });
