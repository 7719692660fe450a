import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, readStoredSettings, SettingsPatchSchema } from '../schema';

describe('showMarkers setting', () => {
  it('is on by default and for settings stored before it existed', () => {
    expect(DEFAULT_SETTINGS.showMarkers).toBe(true);
    const { showMarkers: _omitted, ...older } = DEFAULT_SETTINGS;
    expect(readStoredSettings({ ...older, theme: 'dark' })).toMatchObject({ showMarkers: true, theme: 'dark' });
  });

  it('keeps a stored false, and drops a value that is not a boolean', () => {
    expect(readStoredSettings({ ...DEFAULT_SETTINGS, showMarkers: false }).showMarkers).toBe(false);
    expect(readStoredSettings({ ...DEFAULT_SETTINGS, showMarkers: 'no' }).showMarkers).toBe(true);
  });

  it('can be changed alone by a settings patch, which leaves it out otherwise', () => {
    expect(SettingsPatchSchema.parse({ showMarkers: false })).toEqual({ showMarkers: false });
    expect(SettingsPatchSchema.parse({ theme: 'dark' })).toEqual({ theme: 'dark' });
    expect(SettingsPatchSchema.safeParse({ showMarkers: 1 }).success).toBe(false);
  });
});
