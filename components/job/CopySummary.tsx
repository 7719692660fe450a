/** "Copy": the job as a few lines of text on the clipboard (job-text.ts), with a word when it is done. */
import { useState } from 'preact/hooks';
import type { JobStatus } from '@/utils/feed/job-status';
import { useI18n } from '@/utils/i18n/context';
import { ProblemDetail } from '../popup/ErrorNotice';
import { jobSummaryText, type TextFields } from './job-text';

interface Props {
  job: TextFields;
  status: JobStatus | null;
  now: number;
  /** The clipboard; the browser's by default. */
  copy?: (text: string) => Promise<void>;
}

export function CopySummary({ job, status, now, copy = (text) => navigator.clipboard.writeText(text) }: Props) {
  const { t, locale } = useI18n();
  const [result, setResult] = useState<{ done: true } | { error: string } | null>(null);
  const onCopy = () => {
    setResult(null);
    copy(jobSummaryText(job, status, t, locale, now)).then(
      () => setResult({ done: true }),
      (error: unknown) => setResult({ error: error instanceof Error ? error.message : String(error) }),
    );
  };
  return (
    <div class="copy-summary">
      <button type="button" title={t('copy.hint')} onClick={onCopy}>
        {t('copy.button')}
      </button>
      <span class="muted" role="status">
        {result && 'done' in result ? t('copy.done') : ''}
      </span>
      {/* A sentence in the page's language; the browser's own (English, technical) words only in the details. */}
      {result && 'error' in result && (
        <>
          <p class="field-error" role="alert">
            {t('copy.failed')}
          </p>
          {result.error && <ProblemDetail detail={result.error} />}
        </>
      )}
    </div>
  );
}
