/**
 * "This page": each step between the active tab and a card, in order, with a mark saying whether it
 * holds; the first step that fails says why there is no card and offers its fix.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { formatNumber, formatRelative } from '@/utils/i18n/format';
import { useI18n } from '@/utils/i18n/context';
import { describeFailure } from '@/utils/i18n/errors';
import { focusLost } from '@/utils/ui/focus-lost';
import type { PageState } from '@/utils/ui/feed/use-page-diagnosis';

export interface DiagnosisActions {
  onRecheck(): void;
  onOpenOptions(): void;
  onSignIn(): void;
  onAllowAccess(): void;
  onSyncNow(): void;
  onShowCard(): void;
  onOpenJob(id: number): void;
}

interface Props extends DiagnosisActions {
  state: PageState;
  now: number;
}

type Mark = 'ok' | 'no' | 'info';

/** A fix offered with a failing step: a button that does it. */
interface Fix {
  label: string;
  onClick(): void;
}

function Step({ mark, children, fix }: { mark: Mark; children: ComponentChildren; fix?: Fix }) {
  const { t } = useI18n();
  const sign = mark === 'ok' ? '✓' : mark === 'no' ? '✗' : '•';
  return (
    <li class={`diag-step diag-${mark}`}>
      <span class="diag-mark" aria-hidden="true">
        {sign}
      </span>
      {mark !== 'info' && <span class="visually-hidden">{t(mark === 'ok' ? 'diag.yes' : 'diag.no')}: </span>}
      <span class="diag-text">
        {children}
        {fix && (
          <>
            {' '}
            <button type="button" class="diag-fix" onClick={fix.onClick}>
              {fix.label}
            </button>
          </>
        )}
      </span>
    </li>
  );
}

function Steps({ state, now, ...actions }: Props): ComponentChildren {
  const { t, locale } = useI18n();
  if (state.kind === 'pending') return <Step mark="info">{t('state.loading')}</Step>;
  if (state.kind === 'failed')
    return (
      <Step mark="no" fix={{ label: t('state.retry'), onClick: actions.onRecheck }}>
        {describeFailure(t, locale, state.failure, '')}
      </Step>
    );
  const options: Fix = { label: t('diag.openOptions'), onClick: actions.onOpenOptions };
  if (state.kind === 'unreadable')
    return (
      <Step mark="info" fix={options}>
        {t('diag.unreadable')}
      </Step>
    );
  const d = state.diagnosis;
  if (!d.board)
    return (
      <Step mark="no" fix={options}>
        {t('diag.notBoard')}
      </Step>
    );
  const board = d.board.name;
  if (!d.boardOn)
    return (
      <Step mark="no" fix={options}>
        {t('diag.boardOff', { board })}
      </Step>
    );
  const steps = [
    <Step key="board" mark="ok">
      {t('diag.board', { board })}
    </Step>,
  ];
  if (!d.access) {
    steps.push(
      <Step key="access" mark="no" fix={{ label: t('diag.allow', { board }), onClick: actions.onAllowAccess }}>
        {t('diag.noAccess', { board })}
      </Step>,
    );
    return steps;
  }
  steps.push(
    <Step key="access" mark="ok">
      {t('diag.access', { board })}
    </Step>,
  );
  if (!d.signedIn) {
    steps.push(
      <Step key="session" mark="no" fix={{ label: t('session.signIn'), onClick: actions.onSignIn }}>
        {t('diag.signedOut')}
      </Step>,
    );
    return steps;
  }
  steps.push(
    <Step key="posting" mark="info">
      {d.postingId ? t('diag.posting', { id: d.postingId }) : t('diag.noPosting')}
    </Step>,
  );
  if (d.job) {
    const title = d.job.title?.trim() || t('job.untitled');
    const id = d.job.id;
    steps.push(
      <Step key="feed" mark="ok">
        {t('diag.inFeed')}{' '}
        <button type="button" class="link-button" onClick={() => actions.onOpenJob(id)}>
          {title}
        </button>
      </Step>,
    );
    if (d.hidden)
      steps.push(
        <Step key="hidden" mark="no" fix={{ label: t('thisPage.showCard'), onClick: actions.onShowCard }}>
          {t('diag.hidden')}
        </Step>,
      );
  } else if (d.lastSyncAt === null) {
    // Before the feed was ever synced in full (the first sync under way, or stopped): not found yet is all that is known.
    steps.push(
      <Step key="feed" mark="no" fix={{ label: t('sync.now'), onClick: actions.onSyncNow }}>
        {t(d.indexed === 1 ? 'diag.notYetInFeedOne' : 'diag.notYetInFeed', { count: formatNumber(locale, d.indexed) })}
      </Step>,
    );
  } else {
    const sync = t('sync.lastSuccess', { time: formatRelative(locale, d.lastSyncAt, now) });
    steps.push(
      <Step key="feed" mark="no" fix={{ label: t('sync.now'), onClick: actions.onSyncNow }}>
        {t(d.indexed === 1 ? 'diag.notInFeedOne' : 'diag.notInFeed', {
          count: formatNumber(locale, d.indexed),
          sync: sync.charAt(0).toLowerCase() + sync.slice(1),
        })}
      </Step>,
    );
  }
  steps.push(
    <Step key="checked" mark="info">
      {d.checkedAt === null ? t('diag.notChecked') : t('diag.checked', { time: formatRelative(locale, d.checkedAt, now) })}
    </Step>,
  );
  return steps;
}

export function PageDiagnosisView(props: Props) {
  const { t } = useI18n();
  // A step's fix (Allow access, Try again, Show the card again) goes once it has worked, with the
  // next answer: the focus it had goes to the section's heading, not to the panel's body.
  const inSteps = useRef(false);
  useLayoutEffect(() => {
    if (inSteps.current && focusLost()) document.getElementById('diagnosis-heading')?.focus();
    inSteps.current = document.activeElement?.closest('.diag-steps') != null;
  });
  return (
    <section class="diagnosis" aria-labelledby="diagnosis-heading">
      <div class="section-head">
        <h2 id="diagnosis-heading" tabIndex={-1}>
          {t('diag.heading')}
        </h2>
        <button type="button" onClick={props.onRecheck}>
          {t('diag.refresh')}
        </button>
      </div>
      <ul
        class="diag-steps"
        aria-live="polite"
        onFocusIn={() => (inSteps.current = true)}
        // Left for another control (not taken away with its button): not ours to move any more.
        onFocusOut={(event) => {
          if (event.relatedTarget) inSteps.current = false;
        }}
      >
        <Steps {...props} />
      </ul>
    </section>
  );
}
