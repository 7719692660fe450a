/** How a job's fields read in the UI: shared by the list row and the details view. */
import { enumLabel } from '@/utils/i18n/enum-labels';
import { formatHours, formatSalary, isRate } from '@/utils/i18n/format';
import type { Locale } from '@/utils/i18n/locale';
import type { Translate } from '@/utils/i18n/translate';

/** Only http(s) addresses become links; anything else (javascript:, data:, junk) is not a link. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface PlaceFields {
  location: string | null;
  city: string | null;
  province: string | null;
}

/** The location as written, else the city, else the province's name. */
export function jobPlace(job: PlaceFields, locale: Locale): string {
  return job.location?.trim() || job.city?.trim() || enumLabel('province', job.province, locale);
}

export interface PayFields {
  hoursMinimum: number | null;
  hoursMaximum: number | null;
  salaryMinimum: number | null;
  salaryMaximum: number | null;
  salaryPeriod: string | null;
}

export function jobHours(t: Translate, locale: Locale, job: PayFields): string {
  return formatHours(t, locale, job.hoursMinimum, job.hoursMaximum);
}

/** "Rate" or "Salary" with its value ("€85–€110 per hour"), or null when the job names none. */
export function jobPay(t: Translate, locale: Locale, job: PayFields): { label: string; value: string } | null {
  const value = formatSalary(locale, job.salaryMinimum, job.salaryMaximum, job.salaryPeriod);
  if (!value) return null;
  return { label: isRate(job.salaryPeriod) ? t('job.rate') : t('job.salary'), value };
}

/** Values joined by a middle dot, empty ones left out. */
export function joinParts(parts: (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' · ');
}
