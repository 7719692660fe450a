/**
 * A section's list that could not be read (the background busy or restarting at that moment): why,
 * and Try again, instead of a section with neither its list nor the words for an empty one.
 */
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { useI18n } from '@/utils/i18n/context';
import { describeFailure } from '@/utils/i18n/errors';
import type { Failure } from '@/utils/messaging/contract';

export interface ListRead {
  /** null while unknown. */
  value: unknown;
  failure: Failure | null;
  reload(): Promise<void>;
}

/** Shown while the list is unknown and its last read failed; `id` is the section's. */
export function ListProblem({ id, read }: { id: string; read: ListRead }) {
  const { t, locale } = useI18n();
  if (read.value !== null || !read.failure) return null;
  return (
    <ErrorNotice
      message={describeFailure(t, locale, read.failure, '')}
      onRetry={() => {
        // The button goes with the problem once the list is read: the focus goes to the section's heading.
        document.getElementById(`${id}-heading`)?.focus();
        void read.reload();
      }}
    />
  );
}
