// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../job/job-text';

describe("a description's ordered list as text (the export's Description column)", () => {
  it('numbers the steps of an ordered list, as the details show them, and bullets the items of others', () => {
    const html = '<p>Zo solliciteer je:</p><ol><li>Stuur je cv</li><li>Kennismaking</li><li>Aanbod</li></ol><ul><li>Java</li></ul>';
    expect(htmlToText(html).split('\n').filter(Boolean)).toEqual([
      'Zo solliciteer je:',
      '1. Stuur je cv',
      '2. Kennismaking',
      '3. Aanbod',
      '• Java',
    ]);
  });

  it('numbers a nested ordered list on its own', () => {
    const html = '<ul><li>Rondes<ol><li>Telefonisch</li><li>Op kantoor</li></ol></li></ul>';
    expect(htmlToText(html).split('\n').filter(Boolean)).toEqual(['• Rondes', '1. Telefonisch', '2. Op kantoor']);
  });
});
