import { render } from 'preact';
import './style.css';
import { readPopupSnapshot } from '@/utils/feed/popup-snapshot';
import { readPopupSearch } from '@/utils/feed/popup-search';
import { callBackground } from '@/utils/messaging/client';
import { lookUpPageInTime } from '@/utils/ui/feed/use-this-page';
import { inTime } from '@/utils/ui/first-render';
import { App } from './App';
import { pageLocaleReady } from '@/utils/ui/use-preferences';
import { WORDS } from './words';

// The saved feed is what the popup paints first, so the first render waits for it (first-render.ts):
// that render then paints the count and the jobs. The search left in this browser session and the
// active tab's feed job ("This page", above the search box: come later, it would move the box under
// the pointer) are read alongside; "This page" has a longer wait, for a worker the browser stopped,
// where the tab's page showed a feed job when last checked.
const snapshot = readPopupSnapshot();
const search = readPopupSearch();
const thisPage = lookUpPageInTime(callBackground);
// The words of the browser's language are loaded alongside (at once for English; a chunk for Dutch).
void Promise.all([inTime(snapshot), inTime(search), thisPage, pageLocaleReady(WORDS)]).then(([read, savedSearch, page]) => {
  render(
    <App snapshot={read} loadSnapshot={() => snapshot} savedSearch={savedSearch ?? null} thisPage={page} />,
    document.getElementById('app')!,
  );
});
