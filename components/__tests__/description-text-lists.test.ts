// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlToText } from '../job/job-text';

describe("a description's nested lists as text (the export's Description column)", () => {
  it('puts a nested list item on its own line, not glued to its parent item', () => {
    const html = '<ul><li>Eisen<ul><li>Java</li><li>SQL</li></ul></li><li>Wensen</li></ul>';
    expect(htmlToText(html).split('\n').filter(Boolean)).toEqual(['• Eisen', '• Java', '• SQL', '• Wensen']);
  });

  it('keeps a flat list and its paragraph as before', () => {
    expect(htmlToText('<p>Wij zoeken jou.</p><ul><li>Java</li><li>SQL</li></ul>')).toBe('Wij zoeken jou.\n• Java\n• SQL');
  });
});
