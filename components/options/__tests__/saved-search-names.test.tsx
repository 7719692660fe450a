// @vitest-environment happy-dom
/**
 * With several saved searches, a screen reader moving by control (Tab, or its list of form fields)
 * hears each row's Rename and switches: each must name its search, as Delete does, or "Alerts,
 * checkbox, not checked" three times over says nothing of which search it would switch.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { inLocale } from '@/test/setup/i18n';
import type { Locale } from '@/utils/i18n/locale';
import { SavedSearchesSection } from '../SavedSearchesSection';
import { IDLE } from '../OptionsSection';
import { storedSearch } from '@/utils/feed/__tests__/helpers';

afterEach(cleanup);

function rows(locale: Locale) {
  const noop = () => undefined;
  render(
    inLocale(
      locale,
      <SavedSearchesSection
        searches={[
          storedSearch('s1', 'java', { name: 'Java', alerts: false }),
          storedSearch('s2', 'python', { name: 'Python', alerts: true }),
        ]}
        status={IDLE}
        onRename={noop}
        onAlerts={noop}
        onPerEmployer={noop}
        onDelete={async () => true}
      />,
    ),
  );
}

describe('SavedSearchesSection: each row’s controls name their search', () => {
  it('in English', () => {
    rows('en');
    for (const name of ['Java', 'Python']) {
      expect(screen.getByRole('button', { name: `Rename the saved search ${name}` })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: `Alerts for ${name}` })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: `One job per employer for ${name}` })).toBeTruthy();
    }
    expect((screen.getByRole('checkbox', { name: 'Alerts for Python' }) as HTMLInputElement).checked).toBe(true);
  });

  it('in Dutch', () => {
    rows('nl');
    for (const name of ['Java', 'Python']) {
      expect(screen.getByRole('button', { name: `De bewaarde zoekopdracht ${name} hernoemen` })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: `Meldingen voor ${name}` })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: `Eén vacature per werkgever voor ${name}` })).toBeTruthy();
    }
  });
});
