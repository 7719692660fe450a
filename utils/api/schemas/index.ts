/**
 * The records of the Job Feed API as zod schemas, and our types for them (`z.infer` outputs).
 *
 * Parsing is where the API's data becomes ours (style: parse once at the edge), so it is:
 * - an allowlist: only the fields listed survive; credential and personal fields are simply not
 *   listed, so zod strips them before anything is cached, logged, messaged or shown (SECURITY.md#credentials-dropped-at-parse);
 * - tolerant: every field is `T | null`, unknown enumeration members are kept, and a bad list element
 *   drops only itself (fields.ts);
 * - bounded: records refer to each other in cycles, so a body is cut at MAX_RECORD_DEPTH before zod
 *   walks it (record-depth.ts), and the parent `job` of a child record is only a reference.
 *
 * job.ts is the record Get Job answers, embedded-records.ts the records inside it, listing.ts the
 * slim job the sync reads from Get All Jobs pages (read by listing-reader.ts, its hand-written twin),
 * timestamps.ts how dates are normalized.
 */
export * from './embedded-records';
export { JobIdSchema, JobSchema, type Job } from './job';
export { JobListingSchema, type JobListing, type ListingCategory } from './listing';
export { readListing } from './listing-reader';
export { limitDepth, MAX_RECORD_DEPTH } from './record-depth';
export { normalizeCalendarDate, normalizeInstant } from './timestamps';
