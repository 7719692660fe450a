import { render } from 'preact';
import '@/components/theme.css';
import '@/components/job/job.css';
import './style.css';
import { JobPage } from './JobPage';

render(<JobPage />, document.getElementById('app')!);
