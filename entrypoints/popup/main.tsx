import { render } from 'preact';
import '@/components/theme.css';
import '@/components/job/job.css';
import './style.css';
import { readPopupSnapshot } from '@/utils/feed/popup-snapshot';
import { App } from './App';

// Started before the first render: the saved feed is what the popup paints first.
const snapshot = readPopupSnapshot();
render(<App loadSnapshot={() => snapshot} />, document.getElementById('app')!);
