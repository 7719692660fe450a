/** Failures worded for a recruiter in the page's language: the extension's own English stays in the details. */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../translate';
import { describeFailure, failureDetail } from '../errors';
import type { Failure } from '../../messaging/contract';

const en = createTranslator('en');
const nl = createTranslator('nl');
const say = (failure: Failure, language: 'en' | 'nl' = 'en') => describeFailure(language === 'en' ? en : nl, language, failure, '');

describe('a failure in words', () => {
  it('says once what went wrong, in the page language, with the English words only in the details', () => {
    const internal: Failure = { code: 'internal', message: 'Something went wrong in the extension.' };
    expect(say(internal)).toBe('Something went wrong in the extension. Try again; if it goes on, reload the page.');
    expect(say(internal, 'nl')).toBe('Er ging iets mis in de extensie. Probeer het opnieuw; blijft het zo, laad de pagina dan opnieuw.');
    const noAnswer: Failure = {
      code: 'internal',
      message: "The extension's background did not answer (Receiving end does not exist.).",
      reason: 'noAnswer',
    };
    expect(say(noAnswer, 'nl')).toBe('De achtergrond van de extensie gaf geen antwoord. Probeer het opnieuw.');
    expect(failureDetail(noAnswer, '')).toBe("internal: The extension's background did not answer (Receiving end does not exist.).");
  });

  it('names the limit a full list reached, and a page asking too often', () => {
    expect(
      say({ code: 'invalid', message: 'At most 50 searches are kept; delete one first.', reason: 'searchesFull', max: 50 }, 'nl'),
    ).toBe('Er worden hoogstens 50 zoekopdrachten bewaard. Verwijder er eerst een.');
    expect(say({ code: 'invalid', message: 'At most 500 mutes are kept; remove one first.', reason: 'mutesFull', max: 500 })).toBe(
      'At most 500 mutes are kept. Remove one first.',
    );
    expect(say({ code: 'limited', message: 'Too many requests from this tab; try again in a moment.' }, 'nl')).toBe(
      'Te veel verzoeken tegelijk vanaf deze pagina. Probeer het zo opnieuw.',
    );
  });
});
