/**
 * Changes not saved for jobs the view had left by their answer (utils/ui/left-behind.ts): each said
 * with its job's title, as an alert, with Try again. The title is the one the job had in the list
 * when its notice came: a later search may no longer list it. A notice whose retry was saved goes,
 * and the focus it held goes to the job's row, else the search box, never to the page. Each failure is
 * worded here, at each render: a change of language in the options rewords the notices shown.
 */
import { focusLost } from '@/utils/ui/focus-lost';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { useI18n } from '@/utils/i18n/context';
import { describeFailure } from '@/utils/i18n/errors';
import type { JobSummary } from '@/utils/feed/summary';
import type { LeftBehind } from '@/utils/ui/left-behind';
import { ErrorNotice } from '@/components/popup/ErrorNotice';
import { jobRowId } from './JobListItem';

export function LeftBehindNotices({ items, jobs }: { items: readonly LeftBehind[]; jobs: readonly JobSummary[] }) {
  const { t, locale } = useI18n();
  const titles = useRef(new Map<string, string>());
  for (const item of items) {
    const title = jobs.find((job) => job.id === item.jobId)?.title?.trim();
    if (title && !titles.current.has(item.key)) titles.current.set(item.key, title);
  }
  const retried = useRef<LeftBehind | null>(null);
  useLayoutEffect(() => {
    const item = retried.current;
    if (!item || items.some((other) => other.key === item.key)) return;
    retried.current = null;
    titles.current.delete(item.key);
    if (!focusLost()) return;
    (document.getElementById(jobRowId(item.jobId)) ?? document.getElementById('feed-search-input'))?.focus();
  }, [items]);
  return (
    <>
      {items.map((item) => (
        <ErrorNotice
          key={item.attempt}
          message={t('job.leftBehind', {
            title: titles.current.get(item.key) ?? t('job.untitled'),
            message: t(item.sentence, { reason: describeFailure(t, locale, item.failure, '') }),
          })}
          onRetry={() => {
            retried.current = item;
            item.retry();
          }}
        />
      ))}
    </>
  );
}
