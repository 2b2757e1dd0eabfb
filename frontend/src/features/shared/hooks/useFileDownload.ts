import { useState } from 'react';
import { ApiError } from '../../../api/apiError';

/** A file download started from a button: whether one is under way, and the error of the last one (any failure an ApiError). */
export function useFileDownload() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const run = (download: () => Promise<unknown>) => {
    setError(undefined);
    setPending(true);
    download()
      .catch((failure: unknown) => setError(failure instanceof ApiError ? failure : new ApiError(500, 'Errors.Internal', undefined)))
      .finally(() => setPending(false));
  };
  return { pending, error, run };
}
