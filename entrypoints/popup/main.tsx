import { render } from 'preact';
import './style.css';
import { readPopupSnapshot } from '@/utils/feed/popup-snapshot';
import { readPopupSearch } from '@/utils/feed/popup-search';
import { callBackground } from '@/utils/messaging/client';
import { lookUpPage } from '@/utils/ui/feed/use-this-page';
import { App } from './App';
import { pageLocaleReady } from '@/utils/ui/use-preferences';
import { WORDS } from './words';

/** How long the first render waits for the saved feed; reading it takes a few milliseconds. */
const SNAPSHOT_WAIT_MS = 100;

// The saved feed is what the popup paints first, so the first render waits for it: that render then
// paints the count and the jobs, with no "Loading…" render and no frame spent before the list. A
// read that hangs does not hold the popup blank: it renders without, and the snapshot fills in later.
// The search left in this browser session and the active tab's feed job ("This page", above the
// search box: come later, it would move the box under the pointer) are read alongside, within the
// same wait.
const snapshot = readPopupSnapshot();
const search = readPopupSearch();
const thisPage = lookUpPage(callBackground);
const waited = new Promise<undefined>((resolve) => setTimeout(resolve, SNAPSHOT_WAIT_MS));
// The words of the browser's language are loaded alongside (at once for English; a chunk for Dutch).
void Promise.all([
  Promise.race([snapshot, waited]),
  Promise.race([search, waited]),
  Promise.race([thisPage, waited]),
  pageLocaleReady(WORDS),
]).then(([read, savedSearch, page]) => {
  render(
    <App snapshot={read} loadSnapshot={() => snapshot} savedSearch={savedSearch ?? null} thisPage={page} />,
    document.getElementById('app')!,
  );
});
