import { jobState } from '@/utils/feed/job-state';
import { closingText } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';
import { closingLook } from '../job/closing-look';

interface Props {
  /** The job's status: a closed status makes the job closed whatever its closing date says. */
  status?: string | null;
  closingDate: string | null;
  now: number;
}

/**
 * "Closes in 3 days" or "Closed 17 Nov" (job-state.ts decides which) as a `<time>`, so assistive
 * technology and scripts also get the date itself; its look (closing-look.ts) says closed, soon or later.
 */
export function ClosingCountdown({ status = null, closingDate, now }: Props) {
  const { t, locale } = useI18n();
  const state = jobState({ status, closingDate }, now);
  const text = closingText(t, locale, state, now);
  if (!text) return null;
  const className = `countdown ${closingLook(state, now)}`;
  return closingDate && state.closingAt !== null ? (
    <time class={className} dateTime={closingDate}>
      {text}
    </time>
  ) : (
    <span class={className}>{text}</span>
  );
}
