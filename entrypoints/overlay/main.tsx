import { render } from 'preact';
import '@/components/theme.css';
import './style.css';
import { App } from './App';
import { pageLocaleReady } from '@/utils/ui/use-preferences';
import { guardClicks } from '@/utils/ui/click-guard';
import { WORDS } from './words';

// A pointer's click counts only on a card seen whole for a moment: the page around it may cover it with a decoy.
guardClicks(document.documentElement);
// The words of the browser's language first, so that a Dutch page does not paint in English first.
void pageLocaleReady(WORDS).then(() => render(<App />, document.getElementById('app')!));
