import type { Locale } from '@/utils/api/enums';
import { closingCountdown } from '@/utils/i18n/format';
import type { Translate } from '@/utils/i18n/translate';

/** "closes in 3 days" as a `<time>`, so assistive technology and scripts also get the date itself. */
export function ClosingCountdown({ t, locale, closingDate, now }: { t: Translate; locale: Locale; closingDate: string | null; now: number }) {
  const countdown = closingCountdown(t, locale, closingDate, now);
  if (!closingDate || !countdown) return null;
  return (
    <time class="countdown" dateTime={closingDate}>
      {countdown}
    </time>
  );
}
