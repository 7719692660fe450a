// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../job/job-text';

describe("the export's text of a plain-text description", () => {
  it('keeps an address in angle brackets, as the details show it', () => {
    expect(htmlToText('Vragen? Mail Jan <jan@acme.nl>\nof kijk op <https://acme.nl>')).toBe(
      'Vragen? Mail Jan <jan@acme.nl>\nof kijk op <https://acme.nl>',
    );
  });

  it('keeps its lines, whatever ends them', () => {
    expect(htmlToText('Jan <jan@acme.nl>\r\nof Piet <piet@acme.nl>\rBel ons &amp; kom langs')).toBe(
      'Jan <jan@acme.nl>\nof Piet <piet@acme.nl>\nBel ons & kom langs',
    );
  });

  it('still reads markup as text', () => {
    expect(htmlToText('<p>Mail <b>Jan</b></p><p>Bel ons</p>')).toBe('Mail Jan\nBel ons');
  });
});
