/** The recruiters' guide (docs/guide.md, docs/guide.nl.md) in the UI language and theme, with pictures of the screens in that language. */
import { useEffect } from 'preact/hooks';
import { MarkdownDocument } from '@/components/privacy/MarkdownDocument';
import { useI18n } from '@/utils/i18n/context';
import type { Locale } from '@/utils/i18n/locale';
import type { CallBackground } from '@/utils/messaging/client';
import { I18nRoot } from '@/utils/ui/i18n-root';
import english from '../../docs/guide.md?raw';
import dutch from '../../docs/guide.nl.md?raw';
import popup from '../../docs/popup.png';
import overlay from '../../docs/overlay.png';
import sidepanel from '../../docs/sidepanel.png';
import popupDutch from '../../docs/popup-nl-dark.png';
import overlayDutch from '../../docs/overlay-nl-dark.png';
import sidepanelDutch from '../../docs/sidepanel-nl-dark.png';

/** Both guides name the English file; the Dutch one shows the Dutch screens (taken in the dark theme). */
const PICTURES: Record<Locale, Record<string, string>> = {
  en: { 'popup.png': popup, 'overlay.png': overlay, 'sidepanel.png': sidepanel },
  nl: { 'popup.png': popupDutch, 'overlay.png': overlayDutch, 'sidepanel.png': sidepanelDutch },
};

function GuideDocument() {
  const { t, locale } = useI18n();
  useEffect(() => {
    document.title = t('guide.title');
  }, [t]);
  return <MarkdownDocument source={locale === 'nl' ? dutch : english} images={PICTURES[locale]} />;
}

/** `call` is replaceable so that tests can script the background. */
export function Guide({ call }: { call?: CallBackground }) {
  return (
    <I18nRoot call={call}>
      <GuideDocument />
    </I18nRoot>
  );
}
