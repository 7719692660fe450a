/**
 * Review: the guides name the buttons with the words the buttons now have (aed98af changed the Dutch
 * buttons to infinitives; the guide still quoted two of the old commands).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN } from '../messages/en';
import { NL } from '../messages/nl';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const guide = (name: string) => readFileSync(path.join(ROOT, 'docs', name), 'utf8').replace(/\s*\n\s*/g, ' ');

describe('guides quote the buttons as they read', () => {
  it.each([
    ['guide.md', EN],
    ['guide.nl.md', NL],
  ] as const)('%s: "Show 3 muted" and "Show the whole search"', (file, words) => {
    const text = guide(file);
    expect(text).toContain(`**${words['feed.mutedHidden'].replace('{count}', '3')}**`);
    expect(text.toLowerCase()).toContain(`**${words['saved.showWhole'].toLowerCase()}**`);
  });
});
