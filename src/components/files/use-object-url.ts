import { useEffect, useMemo } from 'react';

/**
 * An object URL of a downloaded file, to show it in an <img>, retyped as `type` when given (an API may send an
 * image as an octet stream); revoked when the file changes or the component goes. Undefined until there is one.
 */
export function useObjectUrl(data: unknown, type?: string) {
  const url = useMemo(() => {
    if (!(data instanceof Blob) || typeof URL.createObjectURL !== 'function') return undefined;
    return URL.createObjectURL(type ? data.slice(0, data.size, type) : data);
  }, [data, type]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
