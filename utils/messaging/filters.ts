/**
 * The search's filters as a message carries them (the popup's, a saved search's), in a module of
 * their own: the message contract and the saved searches both build on them.
 */
import { z } from 'zod/mini';
import { ENUM_MEMBER_MAX_LENGTH } from '../api/enums';

/** A job id as the API gives it. */
export const jobId = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** A list of filter values (enumeration members): at most `max` of them, each as long as a member the parser keeps. */
const filterValues = (max: number) => z.array(z.string().check(z.maxLength(ENUM_MEMBER_MAX_LENGTH))).check(z.maxLength(max));
const hours = z.nullable(z.int().check(z.minimum(0), z.maximum(168)));

export const JobFiltersSchema = z.partial(
  z.strictObject({
    provinces: filterValues(30),
    categories: filterValues(60),
    employmentTypes: filterValues(30),
    seniorityLevels: filterValues(30),
    freelancerAllowed: filterValues(10),
    /** Jobs whose hours range reaches into [min, max]. */
    hoursMin: hours,
    hoursMax: hours,
    /** Leave out closed jobs (utils/feed/job-state.ts decides which). */
    hideClosed: z.boolean(),
    /** Leave out the jobs the recruiter marked handled or not relevant. */
    hideDone: z.boolean(),
    /** List the jobs the recruiter muted too (mute-rule.ts); left out otherwise. */
    showMuted: z.boolean(),
    /** Only these jobs: a saved search's new matches, opened from its alert. */
    ids: z.array(jobId).check(z.maxLength(200)),
    /** Only jobs first seen after this time (epoch ms): "new since my last visit". */
    seenAfter: z.nullable(z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
  }),
);
export type JobFilters = z.infer<typeof JobFiltersSchema>;
