/** "Export CSV" with its progress and outcome, said in words (a live region) as well as shown. */
import { formatNumber } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';
import { describeFailure } from '@/utils/i18n/errors';
import type { Failure } from '@/utils/messaging/contract';
import { useRateLimitWait } from '@/utils/ui/use-rate-limit-wait';
import { SteadyButton } from '@/components/SteadyButton';

/** Where an export is: what the control shows. */
export type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  /** `matches`: the search's jobs, more than `count` when the file holds only the first EXPORT_LIMIT. */
  /** `failure`: the last description's, kept as it came and worded at each render (language, a 429's wait). */
  | { kind: 'done'; count: number; matches: number; file: string; missing: number; failure: Failure | null }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'empty' };

export function ExportControl({ state, onExport }: { state: ExportState; onExport(): void }) {
  const { t, locale } = useI18n();
  const n = (value: number) => formatNumber(locale, value);
  const failure = state.kind === 'failed' || state.kind === 'done' ? state.failure : null;
  useRateLimitWait(failure?.api);
  const reason = failure ? describeFailure(t, locale, failure, '') : '';
  let message = '';
  if (state.kind === 'running') message = t('export.progress', { done: n(state.done), total: n(state.total) });
  else if (state.kind === 'empty') message = t('export.empty');
  else if (state.kind === 'failed') message = t('export.failed', { reason });
  else if (state.kind === 'done')
    message =
      state.missing > 0
        ? t(state.count === 1 ? 'export.partialSingle' : state.missing === 1 ? 'export.partialOne' : 'export.partial', {
            count: n(state.count),
            file: state.file,
            missing: n(state.missing),
            reason,
          })
        : t(state.count === 1 ? 'export.doneOne' : 'export.done', { count: n(state.count), file: state.file });
  if (state.kind === 'done' && state.matches > state.count)
    message += ` ${t('export.capped', { count: n(state.count), matches: n(state.matches) })}`;
  return (
    <div class="export">
      <SteadyButton type="button" title={t('export.hint')} onClick={onExport} busy={state.kind === 'running'}>
        {t('export.button')}
      </SteadyButton>
      <p class={state.kind === 'failed' ? 'field-error' : 'muted'} role="status">
        {state.kind === 'running' ? (
          // Said once as it starts; the count, which changes with each job read, is shown and in the bar,
          // but not read out again and again (up to 2,000 times) while the recruiter works on.
          <>
            <span class="visually-hidden">{t('export.running')}</span>
            <span aria-hidden="true">{message}</span>
          </>
        ) : (
          message
        )}
      </p>
      {state.kind === 'running' && state.total > 0 && <progress aria-label={t('export.button')} max={state.total} value={state.done} />}
    </div>
  );
}
