import { render } from 'preact';
import './style.css';
import { readPopupSearch } from '@/utils/feed/popup-search';
import { App } from './App';

// The queue is the popup's search: read before the first render, so the list starts as the popup left it.
void readPopupSearch().then((savedSearch) => render(<App savedSearch={savedSearch} />, document.getElementById('app')!));
