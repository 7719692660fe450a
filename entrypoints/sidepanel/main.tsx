import { render } from 'preact';
import './style.css';
import { readPanelSelection } from '@/utils/feed/panel-selection';
import { readPopupSearch } from '@/utils/feed/popup-search';
import { readPopupSnapshot } from '@/utils/feed/popup-snapshot';
import { callBackground } from '@/utils/messaging/client';
import { diagnosePage } from '@/utils/ui/feed/use-page-diagnosis';
import { besideTabs } from '@/utils/ui/feed/page-beside';
import { inTime, THIS_PAGE_WAIT_MS } from '@/utils/ui/first-render';
import { App } from './App';
import { pageLocaleReady } from '@/utils/ui/use-preferences';
import { WORDS } from './words';

// The queue is the popup's search, and the job selected when the panel was last open: both read
// before the first render, so the panel starts as it was left. Opened from a saved search's
// notification (?search=<id>), it lists that search's new jobs.
const params = new URLSearchParams(location.search);
const alertSearch = params.get('search');
// Opened on an employer (the card's "All jobs at this employer"): `?employer=<job id>`.
const employer = Number(params.get('employer'));
const employerOf = Number.isSafeInteger(employer) && employer > 0 ? employer : null;
// The popup's saved feed paints the queue before the worker answers (it may be asleep, or busy with
// a sync): read alongside, with the words of the browser's language, within the first render's wait
// (first-render.ts). "This page", above the queue, is asked alongside, with a longer wait (a worker
// the browser stopped): come later, it would push the queue down under the pointer. Beside every
// board page, not only beside a feed job as in the popup: its steps (board, access, posting, feed,
// last check) take the place of a one-line "Loading…" whether the page is a feed job or not.
const snapshot = readPopupSnapshot();
const thisPage = diagnosePage(callBackground, besideTabs);
void Promise.all([
  readPopupSearch(),
  readPanelSelection(),
  inTime(snapshot),
  inTime(thisPage, THIS_PAGE_WAIT_MS),
  pageLocaleReady(WORDS),
]).then(([savedSearch, selected, read, page]) =>
  render(
    <App
      savedSearch={savedSearch}
      selected={selected}
      alertSearch={alertSearch}
      employerOf={employerOf}
      snapshot={read}
      loadSnapshot={() => snapshot}
      thisPage={page}
    />,
    document.getElementById('app')!,
  ),
);
