import { render } from 'preact';
import '@/components/theme.css';
import '@/components/button-link.css';
import '@/components/sign-in.css';
import './style.css';
import { Welcome } from './Welcome';
import { pageLocaleReady } from '@/utils/ui/use-preferences';
import { WORDS } from './words';

// The words of the browser's language first, so that a Dutch page does not paint in English first.
void pageLocaleReady(WORDS).then(() => render(<Welcome />, document.getElementById('app')!));
