import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../settings/schema';
import { enabledBoards, isBoardUrl } from '../enabled';

const settings = (customBoards: Settings['customBoards']): Settings => ({ ...DEFAULT_SETTINGS, customBoards });

describe('enabledBoards with custom boards (settings v2)', () => {
  it('uses a custom board only while it is switched on', () => {
    const on = settings([{ name: 'Mine', pattern: 'https://jobs.example.com/*', enabled: true }]);
    const off = settings([{ name: 'Mine', pattern: 'https://jobs.example.com/*', enabled: false }]);
    expect(isBoardUrl('https://jobs.example.com/vacature/1', on, [])).toBe(true);
    expect(isBoardUrl('https://jobs.example.com/vacature/1', off, [])).toBe(false);
    expect(enabledBoards(off, []).some((board) => board.name === 'Mine')).toBe(false);
  });
});
