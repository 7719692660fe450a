/** The recruiters' guide (docs/guide.md, docs/guide.nl.md) in the UI language, as the welcome page links it. */
import { render } from 'preact';
import '@/components/theme.css';
import '../privacy/style.css';
import './style.css';
import { pageLocaleReady } from '@/utils/ui/use-preferences';
import { Guide } from './Guide';
import { WORDS } from './words';

// The words of the browser's language first, so that a Dutch page does not paint in English first.
void pageLocaleReady(WORDS).then(() => render(<Guide />, document.getElementById('app')!));
