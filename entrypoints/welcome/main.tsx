import { render } from 'preact';
import '@/components/theme.css';
import '@/components/sign-in.css';
import './style.css';
import { Welcome } from './Welcome';

render(<Welcome />, document.getElementById('app')!);
