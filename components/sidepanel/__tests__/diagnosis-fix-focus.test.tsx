// @vitest-environment happy-dom
/**
 * A keyboard user presses a step's fix in "This page" (Allow access, Try again, Show the card again):
 * once it has worked, the next answer draws the steps anew without that button. The focus it had must
 * stay in the section, not fall to the panel's body, from where Tab starts over at the top.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import type { PageState } from '@/utils/ui/feed/use-page-diagnosis';
import { focusLost } from '@/utils/ui/focus-lost';
import { inLocale } from '@/test/setup/i18n';
import { PageDiagnosisView } from '../PageDiagnosisView';

afterEach(cleanup);

const NOW = Date.UTC(2026, 11, 1, 9, 0);
const TAB = { id: 7, url: 'https://www.werk.nl/vacature/4211' };
const DIAGNOSIS: PageDiagnosis = {
  board: { id: 'werk-nl', name: 'werk.nl', patterns: ['https://www.werk.nl/*'] },
  boardOn: true,
  access: true,
  postingId: '4211',
  checkedAt: NOW - 5_000,
  job: null,
  hidden: false,
  signedIn: true,
  lastSyncAt: NOW - 60_000,
  indexed: 1200,
};
const known = (diagnosis: Partial<PageDiagnosis>): PageState => ({ kind: 'known', tab: TAB, diagnosis: { ...DIAGNOSIS, ...diagnosis } });

function view() {
  const actions = {
    onRecheck: vi.fn(),
    onOpenOptions: vi.fn(),
    onSignIn: vi.fn(),
    onAllowAccess: vi.fn(),
    onSyncNow: vi.fn(),
    onShowCard: vi.fn(),
    onOpenJob: vi.fn(),
  };
  const ui = (state: PageState) => inLocale('en', <PageDiagnosisView state={state} now={NOW} {...actions} />);
  return { actions, ui };
}

describe('PageDiagnosisView: the focus of a fix that has done its work', () => {
  it('Allow access: the access given, the focus stays in "This page"', () => {
    const { actions, ui } = view();
    const { rerender } = render(ui(known({ access: false })));
    const section = screen.getByRole('region', { name: 'This page' });
    const allow = within(section).getByRole('button', { name: /werk\.nl/ });
    allow.focus();
    fireEvent.click(allow);
    expect(actions.onAllowAccess).toHaveBeenCalledTimes(1);
    rerender(ui(known({ access: true })));
    expect(allow.isConnected).toBe(false);
    expect(focusLost()).toBe(false);
    expect(section.contains(document.activeElement)).toBe(true);
  });

  it('Try again: the page worked out, the focus stays in "This page"', () => {
    const { ui } = view();
    const { rerender } = render(ui({ kind: 'failed', failure: { code: 'internal', message: 'no answer' } }));
    const section = screen.getByRole('region', { name: 'This page' });
    within(section).getByRole('button', { name: 'Try again' }).focus();
    rerender(ui(known({})));
    expect(within(section).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(focusLost()).toBe(false);
    expect(section.contains(document.activeElement)).toBe(true);
  });

  it('leaves the focus alone where the person has put it since', () => {
    const { ui } = view();
    const { rerender } = render(
      <>
        {ui(known({ access: false }))}
        <button type="button">Elsewhere</button>
      </>,
    );
    within(screen.getByRole('region', { name: 'This page' }))
      .getByRole('button', { name: /werk\.nl/ })
      .focus();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    rerender(
      <>
        {ui(known({ access: true }))}
        <button type="button">Elsewhere</button>
      </>,
    );
    expect(document.activeElement).toBe(elsewhere);
  });
});
