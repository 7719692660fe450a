/** The recruiters' guide (docs/guide.md, docs/guide.nl.md) in the UI language, as the welcome page links it. */
import { render } from 'preact';
import { useEffect } from 'preact/hooks';
import '@/components/theme.css';
import '../privacy/style.css';
import './style.css';
import { MarkdownDocument } from '@/components/privacy/MarkdownDocument';
import { useI18n } from '@/utils/i18n/context';
import { I18nRoot } from '@/utils/ui/i18n-root';
import { pageLocaleReady } from '@/utils/ui/use-preferences';
import { WORDS } from './words';
import english from '../../docs/guide.md?raw';
import dutch from '../../docs/guide.nl.md?raw';
import popup from '../../docs/popup.png';
import overlay from '../../docs/overlay.png';
import sidepanel from '../../docs/sidepanel.png';

const IMAGES = { 'popup.png': popup, 'overlay.png': overlay, 'sidepanel.png': sidepanel };

function Guide() {
  const { t, locale } = useI18n();
  useEffect(() => {
    document.title = t('guide.title');
    document.documentElement.lang = locale;
  }, [t, locale]);
  return <MarkdownDocument source={locale === 'nl' ? dutch : english} images={IMAGES} />;
}

// The words of the browser's language first, so that a Dutch page does not paint in English first.
void pageLocaleReady(WORDS).then(() =>
  render(
    <I18nRoot>
      <Guide />
    </I18nRoot>,
    document.getElementById('app')!,
  ),
);
