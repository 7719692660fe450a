/**
 * The popup's job count: the saved one at once (refresh:false answers from storage), then the
 * API's. A failed refresh keeps the last known count on screen and says what went wrong.
 */
import { useCallback, useState } from 'preact/hooks';
import type { ApiErrorInfo } from '@/utils/api/errors';
import type { Failure } from '@/utils/messaging/contract';
import type { CallBackground } from '@/utils/messaging/client';
import type { FeedCount } from '@/utils/storage';
import { useMountedRef } from '@/utils/ui/use-latest';

export interface CountState {
  count: FeedCount | null;
  /** Neither storage nor the API has answered yet. */
  pending: boolean;
  /** Why the last refresh from the API failed; null after one succeeds. */
  error: ApiErrorInfo | null;
  setError(error: ApiErrorInfo | null): void;
  /** `refresh: false` reads the saved count, `true` asks the API; true when the API answered with a count. */
  load(refresh: boolean): Promise<boolean>;
  /** A saved count read late fills the count only where nothing has answered yet. */
  fill(count: FeedCount | null): void;
}

export function useFeedCount(call: CallBackground, initial: FeedCount | null, onFailure: (failure: Failure) => void): CountState {
  const [count, setCount] = useState<FeedCount | null>(initial);
  const [pending, setPending] = useState(initial == null);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const mounted = useMountedRef();

  const load = useCallback(
    async (refresh: boolean) => {
      const result = await call({ type: 'jobs.count', refresh });
      if (!mounted.current) return false;
      if (result.ok) {
        const { count: answered, error: apiError } = result.value;
        setCount((previous) => answered ?? previous);
        if (refresh || answered !== null) setPending(false);
        if (refresh) setError(apiError);
        return refresh && apiError === null;
      }
      if (refresh) setPending(false);
      if (refresh && result.error.api) setError(result.error.api);
      onFailure(result.error);
      return false;
    },
    [call, onFailure, mounted],
  );

  const fill = useCallback((saved: FeedCount | null) => setCount((previous) => previous ?? saved), []);

  return { count, pending, error, setError, load, fill };
}
