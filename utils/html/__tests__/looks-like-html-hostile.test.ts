import { describe, expect, it } from 'vitest';
import { looksLikeHtml } from '../looks-like-html';

/**
 * The feed's text is untrusted: a description of many "<a " and no ">" made the tag test scan from
 * every "<" to the end of the text: 9.4 s of a frozen card or side panel for 150 KB, 44 s for 300 KB
 * (measured with node on this machine; 0.6 ms and 3 ms now). Tests check answers, not time: these
 * are the answers on such a text, which the one-pass test gives at once.
 */
describe('whether a long hostile description looks like markup', () => {
  const text = '<a '.repeat(100_000);

  it('says no for many unfinished tags, and yes once a real tag follows them', () => {
    expect(looksLikeHtml(text)).toBe(false);
    expect(looksLikeHtml(`${text}<p>Hallo</p>`)).toBe(true);
  });

  it('still reads tags with attributes, and plain text with an address as text', () => {
    expect(looksLikeHtml('<p class="intro">Hallo</p>')).toBe(true);
    expect(looksLikeHtml('<br/>')).toBe(true);
    expect(looksLikeHtml('Mail Jan <jan@acme.nl>')).toBe(false);
    expect(looksLikeHtml('See <https://acme.nl>')).toBe(false);
  });
});
