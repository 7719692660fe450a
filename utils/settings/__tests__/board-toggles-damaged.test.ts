/**
 * The boards a user switched off stay off when one entry of the stored toggles is damaged (content
 * scripts can write storage.local): the entry costs only itself, as one damaged custom board does.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettings } from '../../storage';
import { readStoredSettings } from '../schema';

describe('stored board toggles with a damaged entry', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it.each([
    ['a value that is not a boolean', { planted: 'yes' }],
    ['a board id that is too long', { ['x'.repeat(81)]: true }],
  ])('keep the other boards switched off (%s)', async (_, damage) => {
    const boardToggles = { linkedin: false, indeed: false, ...damage };
    expect(readStoredSettings({ boardToggles }).boardToggles).toEqual({ linkedin: false, indeed: false });
    await browser.storage.local.set({ settings: { boardToggles }, settings$: { v: 2 } });
    expect((await loadSettings()).boardToggles).toEqual({ linkedin: false, indeed: false });
  });

  it('falls back to none when the toggles are not a record at all', () => {
    expect(readStoredSettings({ boardToggles: ['linkedin'] }).boardToggles).toEqual({});
    expect(readStoredSettings({ boardToggles: 'off' }).boardToggles).toEqual({});
  });
});
