import { render } from 'preact';
import './style.css';
import { readPanelSelection, readPopupSearch } from '@/utils/feed/popup-search';
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
// The words of the browser's language are loaded alongside.
void Promise.all([readPopupSearch(), readPanelSelection(), pageLocaleReady(WORDS)]).then(([savedSearch, selected]) =>
  render(
    <App savedSearch={savedSearch} selected={selected} alertSearch={alertSearch} employerOf={employerOf} />,
    document.getElementById('app')!,
  ),
);
