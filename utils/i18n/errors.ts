/**
 * API and messaging failures as sentences a recruiter understands, in the UI language; the server's
 * address and the technical detail go apart, behind a "Details" disclosure (`failureDetail`).
 */
import { describeApiError, type ApiErrorInfo } from '../api/errors';
import type { Failure } from '../messaging/contract';
import type { Locale } from './locale';
import { formatRelative } from './format';
import type { Translate } from './translate';

/** The address and what the API or the extension reported, for the "Details" of a problem. */
export function apiProblemDetail(info: ApiErrorInfo, api: string): string {
  return api ? `${api}: ${describeApiError(info)}` : describeApiError(info);
}

export function failureDetail(failure: Failure, api: string): string {
  return failure.api ? apiProblemDetail(failure.api, api) : `${failure.code}: ${failure.message}`;
}

/** When a 429's wait ends (epoch ms); null for another problem, or a 429 without a known wait or time. */
export function rateLimitEnd(info: ApiErrorInfo | null | undefined): number | null {
  return info?.kind === 'rateLimited' && info.retryAfterMs !== null && info.at !== undefined ? info.at + info.retryAfterMs : null;
}

export function describeApiProblem(t: Translate, locale: Locale, info: ApiErrorInfo, _api: string, now = Date.now()): string {
  switch (info.kind) {
    case 'network':
      return t('error.network');
    case 'timeout':
      return t('error.timeout');
    case 'unauthorized':
      return info.badCredentials ? t('error.badCredentials') : t('error.unauthorized');
    case 'forbidden':
      return t('error.forbidden');
    case 'notFound':
      return info.path ? t('error.notApi') : t('error.notFound');
    case 'validation':
      return t('error.validation', { detail: info.fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; ') || info.reason || '' });
    case 'rateLimited': {
      // Counted from when the 429 came, so the wait shrinks as the page renders again (useRateLimitWait).
      const until = rateLimitEnd(info) ?? (info.retryAfterMs && now + info.retryAfterMs);
      if (!until) return t('error.rateLimitedSoon');
      return until > now ? t('error.rateLimited', { time: formatRelative(locale, until, now) }) : t('error.rateLimitedOver');
    }
    case 'server':
      return t('error.server', { status: info.status });
    case 'malformed':
      return t('error.malformed');
    case 'storage':
      return info.name === 'QuotaExceededError' ? t('error.storageFull') : t('error.storage');
  }
}

export function describeFailure(t: Translate, locale: Locale, failure: Failure, api: string): string {
  if (failure.api) return describeApiProblem(t, locale, failure.api, api);
  if (failure.reason === 'searchGone') return t('error.searchGone');
  switch (failure.code) {
    case 'signedOut':
      return t('error.unauthorized');
    case 'refused':
      return t('error.refused');
    case 'notFound':
      return t('error.notFound');
    case 'limited':
      return t('error.limited');
  }
  // In the page's language; the extension's own English words go to the details (failureDetail).
  switch (failure.reason) {
    case 'noAnswer':
      return t('error.noAnswer');
    case 'searchesFull':
      return t('error.searchesFull', { max: failure.max ?? '' });
    case 'mutesFull':
      return t('error.mutesFull', { max: failure.max ?? '' });
    case 'noEmployer':
      return t('error.noEmployer');
    default:
      return t('error.internal');
  }
}
