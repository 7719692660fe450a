/**
 * The card's place on a board the recruiter added: its id holds the board's whole pattern, which
 * the settings allow up to CUSTOM_BOARD_PATTERN_MAX characters.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { customBoardAdapter } from '../../boards';
import { CUSTOM_BOARD_PATTERN_MAX } from '../../settings/schema';
import { overlayPlacesItem } from '../../storage';
import { OverlayCards } from '../overlay-cards';

afterEach(() => fakeBrowser.reset());

function cards(): OverlayCards {
  const unused = () => Promise.reject(new Error('not used'));
  return new OverlayCards({
    ports: { notifyTab: async () => undefined } as never,
    now: () => 1_000_000,
    job: unused,
    index: async () => ({ get: async () => null }) as never,
    marks: {} as never,
    settings: {} as never,
  });
}

describe('the card moved on a custom board with a long pattern', () => {
  it.each([
    [
      'a careers site',
      'https://careers.example-international-group.com/nl-nl/search-results/vacatures/ict-data-en-informatievoorziening/*',
    ],
    ['the longest pattern allowed', `https://jobs.acme.nl/${'v'.repeat(CUSTOM_BOARD_PATTERN_MAX - 'https://jobs.acme.nl/*'.length)}*`],
  ])('on %s, is remembered there, and every other board keeps its place', async (_, pattern) => {
    expect(pattern.length).toBeLessThanOrEqual(CUSTOM_BOARD_PATTERN_MAX);
    const board = customBoardAdapter(pattern).id;
    await overlayPlacesItem.setValue({ linkedin: 'top-left' });
    const c = cards();
    const ticket = await c.issue(101, 1, board);
    await c.layout({ ticket, collapsed: true, anchor: 'left', dismissed: false }, { tab: { id: 1 } });
    expect(await c.place(board)).toBe('left');
    expect(await c.place('linkedin')).toBe('top-left');
  });
});
