/** The privacy statement (PRIVACY.md at the top of the repository), as the options page links it. */
import { render } from 'preact';
import '@/components/theme.css';
import './style.css';
import { Privacy } from './Privacy';

render(<Privacy />, document.getElementById('app')!);
