/** The privacy statement (PRIVACY.md at the top of the repository), as the options page links it. */
import { render } from 'preact';
import '@/components/theme.css';
import './style.css';
import { MarkdownDocument } from '@/components/privacy/MarkdownDocument';
import statement from '../../PRIVACY.md?raw';

render(<MarkdownDocument source={statement} />, document.getElementById('app')!);
