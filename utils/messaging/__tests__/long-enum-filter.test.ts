/**
 * A category (or province, or any enumeration member) is kept from the feed up to the length the
 * parser allows; the popup's facets offer it, and a search filtered on it must be a valid message.
 * Filter values were capped at 60 characters: a 61-to-100 character category from the feed made
 * every search on it an invalid request (the popup said something went wrong).
 */
import { describe, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { fullJob } from '@/test/fixtures';
import { RequestSchema } from '../contract';

/** As long as the parser keeps an enumeration member (ENUM_MEMBER_MAX_LENGTH in utils/api/enums.ts). */
const longest = `CATEGORY_${'X'.repeat(100 - 'CATEGORY_'.length)}`;

describe('a filter on the longest enumeration member the feed may carry', () => {
  it('is what a job keeps of its category', () => {
    expect(parseJob({ ...(fullJob as Record<string, unknown>), category: longest }).category).toBe(longest);
  });

  it.each(['categories', 'provinces', 'employmentTypes', 'seniorityLevels', 'freelancerAllowed'])(
    'is a valid search message as %s',
    (filter) => {
      const message = { type: 'jobs.search', query: '', filters: { [filter]: [longest] }, offset: 0, limit: 50 };
      expect(RequestSchema.safeParse(message).success).toBe(true);
    },
  );

  it('still refuses a value longer than any member', () => {
    const message = { type: 'jobs.search', query: '', filters: { categories: [`${longest}X`] }, offset: 0, limit: 50 };
    expect(RequestSchema.safeParse(message).success).toBe(false);
  });
});
