// @vitest-environment happy-dom
/**
 * The recruiter's first day: signed in, the first sync of the whole feed under way, they open a
 * posting on a board and the side panel. Until the feed has been synced once in full, a posting not
 * found among the jobs synced so far may well be in the feed: "Not in your feed" is not known yet.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import type { Locale } from '@/utils/i18n/locale';
import { inLocale } from '@/test/setup/i18n';
import { PageDiagnosisView } from '../PageDiagnosisView';

afterEach(cleanup);

const NOW = Date.UTC(2026, 10, 30, 9, 0);

function show(diagnosis: Partial<PageDiagnosis>, locale: Locale = 'en') {
  const full: PageDiagnosis = {
    board: { id: 'werk-nl', name: 'werk.nl', patterns: ['https://www.werk.nl/*'] },
    boardOn: true,
    access: true,
    postingId: '4211',
    checkedAt: NOW - 5_000,
    job: null,
    hidden: false,
    signedIn: true,
    lastSyncAt: null,
    indexed: 1200,
    ...diagnosis,
  };
  const actions = {
    onRecheck: vi.fn(),
    onOpenOptions: vi.fn(),
    onSignIn: vi.fn(),
    onAllowAccess: vi.fn(),
    onSyncNow: vi.fn(),
    onShowCard: vi.fn(),
    onOpenJob: vi.fn(),
  };
  render(
    inLocale(
      locale,
      <PageDiagnosisView
        state={{ kind: 'known', tab: { id: 1, url: 'https://www.werk.nl/vacature/4211' }, diagnosis: full }}
        now={NOW}
        {...actions}
      />,
    ),
  );
  return screen.getByRole('list').textContent ?? '';
}

describe('This page, before the feed was ever synced in full', () => {
  it('does not say the posting is not in the feed (EN)', () => {
    const text = show({});
    expect(text).not.toMatch(/Not in your feed/);
    expect(text).toMatch(/1,200 jobs synced so far/);
  });

  it('does not say the posting is not in the feed (NL)', () => {
    const text = show({}, 'nl');
    expect(text).not.toMatch(/Niet in je feed/);
    expect(text).toMatch(/1\.200 vacatures die tot nu toe/);
  });

  it('still says so once the feed was synced', () => {
    expect(show({ lastSyncAt: NOW - 60_000 })).toMatch(/Not in your feed\. 1,200 jobs are kept here; synced 1 minute ago\./);
  });
});
