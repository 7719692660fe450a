/**
 * An API address that leads to an ordinary web site (the company's site, a dashboard, a static host)
 * rather than the Job Feed API: a POST to its sign-in path is answered 405 (nginx, S3, GitHub Pages
 * refuse a POST to a static path) or 200 with an HTML page (a single-page app's fallback). The
 * recruiter must be sent to the API address, as for a 404, not told to try later: later the address
 * is as wrong.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { JobFeedClient } from '../client';
import { describeApiProblem } from '@/utils/i18n/errors';
import { createTranslator, loadLocale } from '@/utils/i18n/translate';
import type { Locale } from '@/utils/i18n/locale';

const html = (status: number) => () =>
  new Response('<!doctype html><title>Acme careers</title><p>Not allowed</p>', { status, headers: { 'Content-Type': 'text/html' } });

async function signInWords(response: () => Response, locale: Locale): Promise<string> {
  const client = new JobFeedClient({ baseUrl: 'https://www.acme.example', fetch: async () => response() });
  const error = await client.authorize({ username: 'demo', password: 'demo1234', rememberMe: false }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  await loadLocale(locale);
  return describeApiProblem(createTranslator(locale), locale, (error as ApiError).info, 'https://www.acme.example');
}

describe('a sign-in at an address that is a web site, not the Job Feed API', () => {
  it('405 Method Not Allowed: the words send the recruiter to the API address (EN)', async () => {
    expect(await signInWords(html(405), 'en')).toMatch(/Check the API address in the options\.$/);
  });

  it('200 with an HTML page: the words send the recruiter to the API address (NL)', async () => {
    expect(await signInWords(html(200), 'nl')).toMatch(/Controleer het API-adres in de opties\.$/);
  });
});
