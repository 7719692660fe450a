// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../job/job-text';

describe("a description's table as text (the export's Description column)", () => {
  it('keeps the cells of a row apart', () => {
    const html = '<table><tr><th>Uren</th><td>32–40</td></tr><tr><td>Salaris</td><td>€ 4.000</td></tr></table>';
    expect(htmlToText(html)).toBe('Uren 32–40\nSalaris € 4.000');
  });
});
