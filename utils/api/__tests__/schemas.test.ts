import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CANARY_PREFIX,
  datesJob,
  emptyRecordsJob,
  extraFieldsJob,
  fullJob,
  hostileJob,
  jobFixtures,
  jobPage,
  nullsJob,
  sparseJob,
  unknownEnumsJob,
  wrongTypesJob,
} from '../../../test/fixtures';
import type { EnumValue } from '../enums';
import { ApiError } from '../errors';
import { parseInstant } from '../schemas/timestamps';
import { parseAuthResponse, parseCount, parseJob, parseJobList } from '../parse';
import {
  JobSchema,
  MAX_RECORD_DEPTH,
  limitDepth,
  normalizeCalendarDate,
  normalizeInstant,
  type BillingDetails,
  type ClientDataSource,
  type Customer,
  type Job,
  type PlatformAccount,
  type RemoteHost,
} from '../schemas';

/** Keys that must not exist anywhere in a parsed job (Job's own address/postalCode are display fields). */
const FORBIDDEN_KEYS = new Set([
  'username',
  'password',
  'userToken',
  'twoFactorCode',
  'login',
  'remoteSupportId',
  'remoteSupportPassword',
  'sshKey',
  'principalContact',
  'embedding',
  'chamberNumber',
  'taxId',
  'phone',
  'secondAddress',
  'email',
  'accountingContactId',
  'dayOfMonth',
  'firstName',
  'lastName',
  'splitByCustomer',
  'paymentCustomerId',
]);

/** Every key of every object in a value, walked iteratively. */
function allKeys(value: unknown): Set<string> {
  const keys = new Set<string>();
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      if (!Array.isArray(item)) keys.add(key);
      pending.push(child);
    }
  }
  return keys;
}

/** The deepest nesting of objects (arrays not counted) in a value; the root object is level 0. */
function recordDepth(value: unknown): number {
  let max = -1;
  const pending: [unknown, number][] = [[value, -1]];
  while (pending.length > 0) {
    const [item, parentDepth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    const depth = Array.isArray(item) ? parentDepth : parentDepth + 1;
    max = Math.max(max, depth);
    for (const child of Object.values(item)) pending.push([child, depth]);
  }
  return max;
}

function expectMalformed(action: () => unknown): ApiError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).info.kind).toBe('malformed');
    return error as ApiError;
  }
  throw new Error('expected an ApiError');
}

const JOB_KEYS = Object.keys(parseJob({ id: 1 })).sort();

describe('parseJob over every fixture', () => {
  for (const [name, body] of Object.entries(jobFixtures)) {
    describe(name, () => {
      const job = parseJob(body);

      it('parses, keeping the id and every listed field (missing ones as null, never undefined)', () => {
        expect(job.id).toBe((body as { id: number }).id);
        expect(Object.keys(job).sort()).toEqual(JOB_KEYS);
        expect(Object.values(job)).not.toContain(undefined);
      });

      it('keeps no canary string', () => {
        expect(JSON.stringify(job)).not.toContain(CANARY_PREFIX);
      });

      it('keeps no credential, personal or unlisted key anywhere', () => {
        const keys = allKeys(job);
        expect([...keys].filter((key) => FORBIDDEN_KEYS.has(key))).toEqual([]);
      });

      it('is plain data within the depth bound', () => {
        expect(JSON.parse(JSON.stringify(job))).toEqual(job);
        expect(recordDepth(job)).toBeLessThanOrEqual(MAX_RECORD_DEPTH);
      });
    });
  }
});

describe('full.json', () => {
  const job = parseJob(fullJob);

  it('has the canaries this suite looks for', () => {
    const raw = JSON.stringify(fullJob);
    expect(raw.match(/CANARY-[\w.]+-[0-9a-f]{8}/g)?.length).toBeGreaterThan(40);
    for (const field of [
      'username',
      'password',
      'userToken',
      'twoFactorCode',
      'login',
      'remoteSupportId',
      'remoteSupportPassword',
      'sshKey',
      'taxId',
      'email',
    ]) {
      expect(raw).toContain(`CANARY-${field}-`);
    }
  });

  it('fills every Job field but none of the dropped ones', () => {
    expect(Object.entries(job).filter(([, value]) => value === null)).toEqual([]);
    expect(job).not.toHaveProperty('embedding');
  });

  it('types the top-level fields as the spec says', () => {
    expect(job).toMatchObject({
      id: 12345,
      title: 'Interim Projectleider Digitale Transformatie',
      platform: 'STRIIVE',
      province: 'UTRECHT',
      category: 'ICT',
      employmentType: 'INTERIM',
      freelancerAllowed: 'YES',
      hoursMinimum: 32,
      hoursMaximum: 36,
      salaryMinimum: 95,
      salaryPeriod: 'HOURLY',
      government: true,
      latitude: 52.0907,
      longitude: 5.1214,
      createdDate: '2026-11-02T07:15:00.000Z',
      closingDate: '2026-11-16T12:00:00.000Z',
    });
    expect(job.data?.creationDate).toBe('2026-11-02');
  });

  it('keeps the embedded records with their display fields', () => {
    const source = job.data?.clientDataSource;
    expect(source).toMatchObject({ id: 21, status: 'WAITING', schedulingMode: 'SMART', type: 'REMOTE', active: true, newEntities: 14 });
    expect(source?.dataSource?.platform).toEqual({ id: 2, name: 'STRIIVE' });
    expect(source?.clientDataSources).toEqual([{ id: 22, name: 'Striive – Finance' }]);
    expect(source?.platformAccount).toEqual({
      id: 81,
      status: 'OK',
      subscription: { id: 91, platform: { id: 2, name: 'STRIIVE' }, client: expect.any(Object) },
    });
    expect(source).not.toHaveProperty('additionalData');
    expect(source?.remoteHost).toEqual({
      id: 31,
      port: '2222',
      name: 'scraper-ams-03',
      directoryPrefix: '/srv/bots/striive',
      remoteVersion: '4.12.1',
    });
    expect(job.client?.customer?.billingDetails).toEqual({
      id: 41,
      companyName: 'Werving & Selectie Utrecht B.V.',
      city: 'Utrecht',
      country: 'NL',
    });
    expect(Object.keys(job.client?.customer ?? {}).sort()).toEqual(['billingDetails', 'dataEntity', 'domain', 'id', 'logo', 'name']);
    expect(job.client?.feeds?.[0]?.dashboard).toEqual({});
    expect(job.client?.feeds?.[0]?.sources?.[0]?.name).toBe('Striive – ICT opdrachten');
    expect(job.company).toMatchObject({ name: 'Gemeente Utrecht', employeeCount: 4200, scrapingStatus: 'SCRAPING' });
    expect(job.educations?.map((education) => education.level)).toEqual(['HBO', 'WO']);
  });

  it('parses the parent job of a child record as a reference only', () => {
    for (const child of [...(job.activities ?? []), ...(job.attachments ?? []), ...(job.competences ?? []), ...(job.educations ?? [])]) {
      expect(child.job).toEqual({ id: 12345 });
    }
  });
});

describe('credential fields are absent from the types', () => {
  it('has no credential property in any exported record type', () => {
    expectTypeOf<ClientDataSource>().not.toHaveProperty('username');
    expectTypeOf<ClientDataSource>().not.toHaveProperty('password');
    expectTypeOf<ClientDataSource>().not.toHaveProperty('userToken');
    expectTypeOf<PlatformAccount>().not.toHaveProperty('username');
    expectTypeOf<PlatformAccount>().not.toHaveProperty('password');
    expectTypeOf<PlatformAccount>().not.toHaveProperty('twoFactorCode');
    expectTypeOf<RemoteHost>().not.toHaveProperty('login');
    expectTypeOf<RemoteHost>().not.toHaveProperty('password');
    expectTypeOf<RemoteHost>().not.toHaveProperty('remoteSupportId');
    expectTypeOf<RemoteHost>().not.toHaveProperty('remoteSupportPassword');
    expectTypeOf<RemoteHost>().not.toHaveProperty('sshKey');
    expectTypeOf<Customer>().not.toHaveProperty('principalContact');
    expectTypeOf<Job>().not.toHaveProperty('embedding');
    expectTypeOf<keyof BillingDetails>().toEqualTypeOf<'id' | 'companyName' | 'city' | 'country'>();
  });

  it('refuses credential reads at compile time', () => {
    const source = parseJob(fullJob).data?.clientDataSource;
    // @ts-expect-error ClientDataSource has no password.
    expect(source?.password).toBeUndefined();
    const host = source?.remoteHost;
    // @ts-expect-error RemoteHost has no sshKey.
    expect(host?.sshKey).toBeUndefined();
  });

  it('types fields for UI code: required id, nullable fields, open enumerations', () => {
    expectTypeOf<Job['id']>().toEqualTypeOf<number>();
    expectTypeOf<Job['title']>().toEqualTypeOf<string | null>();
    expectTypeOf<Job['hoursMinimum']>().toEqualTypeOf<number | null>();
    expectTypeOf<Job['government']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<Job['province']>().toEqualTypeOf<EnumValue<'province'> | null>();
    expectTypeOf<NonNullable<Job['activities']>[number]['job']>().toEqualTypeOf<{ id: number | null } | null>();
    expectTypeOf<NonNullable<NonNullable<Job['client']>['feeds']>[number]['sources']>().toEqualTypeOf<ClientDataSource[] | null>();
  });
});

describe('tolerance', () => {
  it('parses nulls.json and sparse.json to all-null fields', () => {
    for (const body of [nullsJob, sparseJob]) {
      const { id, ...rest } = parseJob(body);
      expect(id).toBeGreaterThan(0);
      expect(Object.values(rest).every((value) => value === null)).toBe(true);
    }
  });

  it('keeps unknown enumeration members as sent', () => {
    const job = parseJob(unknownEnumsJob);
    expect(job).toMatchObject({
      platform: 'NEW_PLATFORM_2026',
      source: 'WERKZOEKEN_NL',
      province: 'NOORD_OOST_POLDER',
      category: 'SPACE_TRAVEL',
      freelancerAllowed: 'ON_REQUEST',
      seniorityLevel: 'PRINCIPAL',
      employmentType: 'ZZP_VIA_BROKER',
      language: 'FRISIAN',
      salaryPeriod: 'DAILY',
    });
    expect(job.client?.ats).toBe('SOME_ATS');
    expect(job.company?.scrapingStatus).toBe('QUEUED');
    expect(job.data?.clientDataSource).toMatchObject({ status: 'PAUSED_BY_ADMIN', schedulingMode: 'ROUND_ROBIN', type: 'CLOUD' });
    expect(job.data?.clientDataSource?.platformAccount?.status).toBe('LOCKED');
    expect(job.educations?.[0]?.level).toBe('PHD');
  });

  it('strips fields beyond those listed, at every level', () => {
    const job = parseJob(extraFieldsJob);
    const keys = allKeys(job);
    for (const extra of [
      'internalScore',
      'apiKey',
      'futureField',
      'secretNote',
      'vatNumber',
      'ceoPhone',
      'internalId',
      'rawHtml',
      'cookie',
      'apiSecret',
      'token',
      'storageKey',
    ]) {
      expect(keys.has(extra)).toBe(false);
    }
    expect(job.data?.clientDataSource?.dataSource?.platform).toEqual({ id: 1, name: 'INDEED' });
    expect(job.attachments?.[0]?.job).toEqual({ id: 5 });
  });

  it('parses `{}` records as records of nulls', () => {
    const job = parseJob(emptyRecordsJob);
    expect(job.company && Object.values(job.company).every((value) => value === null)).toBe(true);
    expect(job.data?.clientDataSource?.name).toBeNull();
    expect(job.client?.feeds?.[0]?.dashboard).toEqual({});
    expect(job.client?.feeds?.[0]?.sources).toHaveLength(1);
    expect(job.client?.customer?.billingDetails).toBeNull();
    expect(job.activities).toEqual([{ id: null, text: null, job: null }]);
    expect(job.educations).toEqual([{ id: null, level: null, job: null }]);
  });

  it('turns wrong-typed fields into null without failing the record', () => {
    const job = parseJob(wrongTypesJob);
    const nullFields = [
      'title',
      'url',
      'platform',
      'source',
      'employer',
      'createdDate',
      'startDate',
      'hoursMinimum',
      'hoursMaximum',
      'salaryMinimum',
      'salaryMaximum',
      'government',
      'latitude',
      'longitude',
      'province',
      'category',
      'maximumCandidates',
      'data',
      'client',
      'company',
      'activities',
      'attachments',
    ] as const;
    for (const field of nullFields) expect({ field, value: job[field] }).toEqual({ field, value: null });
  });

  it('keeps the good elements of a list and drops the bad ones', () => {
    const job = parseJob(wrongTypesJob);
    expect(job.competences).toEqual([
      { id: 701, text: 'Java', job: null },
      { id: null, text: null, job: null },
    ]);
    expect(job.educations).toEqual([{ id: 801, level: 'HBO', job: null }]);
  });

  it('keeps hostile strings verbatim (rendering escapes them) without polluting prototypes', () => {
    const job = parseJob(hostileJob);
    expect(job.title).toBe('<img src=x onerror=alert(1)><script>alert(document.cookie)</script>');
    expect(job.url).toBe('javascript:alert(1)');
    expect(job.company?.logoUrl).toBe('javascript:alert(1)');
    expect(job.description?.length).toBeGreaterThan(30_000);
    expect(job.candidateDescription).toContain('\u202E');
    expect(job.province).toBe('<img src=x onerror=alert(1)>');
    expect(job.category).toBe('__proto__');
    expect(Object.getPrototypeOf(job)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(job, '__proto__')).toBe(false);
  });

  it('refuses an enumeration member that is empty or too long to be one', () => {
    expect(parseJob({ id: 1, province: '   ' }).province).toBeNull();
    expect(parseJob({ id: 1, province: 'X'.repeat(101) }).province).toBeNull();
    expect(parseJob({ id: 1, province: ' UTRECHT ' }).province).toBe('UTRECHT');
  });

  it('refuses integers that are not whole or safe, and coordinates out of range', () => {
    const job = parseJob({ id: 1, hoursMinimum: 2 ** 60, salaryMaximum: Number.NaN, latitude: 91, longitude: -181, maximumCandidates: 1 });
    expect(job).toMatchObject({ hoursMinimum: null, salaryMaximum: null, latitude: null, longitude: null, maximumCandidates: 1 });
  });
});

describe('dates', () => {
  it('normalizes the date fields of dates.json', () => {
    const job = parseJob(datesJob);
    expect(job).toMatchObject({
      createdDate: '2026-01-01T10:00:00.000Z',
      startDate: '2026-01-01T10:00:00.123Z',
      endDate: '2026-06-01T10:00:00.000Z',
      publishDate: '2026-01-01T11:30:00.500Z',
      closingDate: null,
      expectedAwardDate: null,
      updatedDate: null,
      askQuestionsDueDate: null,
    });
    expect(job.data?.creationDate).toBe('2026-03-15');
    expect(job.data?.dataEntity).toMatchObject({
      createdDate: '2026-01-01T10:00:00.000Z',
      lastFetchedDate: '2026-03-15T00:00:00.000Z',
      lastModifiedDate: '2024-02-29T22:59:59.999Z',
    });
    expect(job.company?.dataEntity?.createdDate).toBeNull();
  });

  it.each([
    ['2026-01-01T10:00:00Z', '2026-01-01T10:00:00.000Z'],
    ['2026-01-01T10:00:00.123456789Z', '2026-01-01T10:00:00.123Z'],
    ['2026-01-01T10:00:00.1Z', '2026-01-01T10:00:00.100Z'],
    ['2026-01-01T00:30:00+02:00', '2025-12-31T22:30:00.000Z'],
    ['2026-01-01T10:00:00-0530', '2026-01-01T15:30:00.000Z'],
    ['2026-01-01T10:00:00+01', '2026-01-01T09:00:00.000Z'],
    ['2026-01-01 10:00', '2026-01-01T10:00:00.000Z'],
    ['2026-01-01t10:00:00z', '2026-01-01T10:00:00.000Z'],
    ['2028-02-29T00:00:00Z', '2028-02-29T00:00:00.000Z'],
    ['0099-05-01T00:00:00Z', '0099-05-01T00:00:00.000Z'],
  ])('normalizeInstant(%s) is %s', (input, expected) => {
    expect(normalizeInstant(input)).toBe(expected);
  });

  it.each([
    '',
    'yesterday',
    '2026-13-01T00:00:00Z',
    '2027-02-29T00:00:00Z',
    '2026-04-31',
    '2026-01-01T24:00:00Z',
    '2026-01-01T10:60:00Z',
    '2026-01-01T10:00:60Z',
    '2026-01-01T10:00:00+24:00',
    '26-01-01T10:00:00Z',
    '2026-01-01T10:00:00ZZ',
    '2026-01-01T10',
  ])('normalizeInstant(%j) is null', (input) => {
    expect(normalizeInstant(input)).toBeNull();
  });

  it("answers the API's usual shape by its short path exactly as the general parse does, valid or not", () => {
    const digits = (length: number, max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(length, '0'));
    const canonical = fc
      .tuple(digits(4, 9999), digits(2, 14), digits(2, 33), digits(2, 25), digits(2, 61), digits(2, 61), fc.option(digits(3, 999)))
      .map(([y, mo, d, h, mi, s, ms]) => `${y}-${mo}-${d}T${h}:${mi}:${s}${ms === null ? '' : `.${ms}`}Z`);
    fc.assert(
      fc.property(canonical, (value) => normalizeInstant(value) === parseInstant(value)),
      { numRuns: 5000 },
    );
    const instants = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(fc.property(instants, (date) => normalizeInstant(date.toISOString()) === date.toISOString()));
  });

  it('keeps calendar dates as YYYY-MM-DD', () => {
    expect(normalizeCalendarDate('2026-03-15')).toBe('2026-03-15');
    expect(normalizeCalendarDate('2026-03-15T23:30:00-05:00')).toBe('2026-03-15');
    expect(normalizeCalendarDate('2026-02-30')).toBeNull();
    expect(normalizeCalendarDate('15-03-2026')).toBeNull();
    expect(parseJob({ id: 1, data: { creationDate: 20260315 } }).data?.creationDate).toBeNull();
  });
});

describe('depth bound', () => {
  /** client → feeds → sources → client … `levels` times: 3 objects per level, built without recursion. */
  function deepClientChain(levels: number): unknown {
    let client: Record<string, unknown> = { id: 0, name: 'bottom', password: 'CANARY-password-deadbeef' };
    for (let level = 1; level <= levels; level++) {
      client = { id: level, name: `client ${level}`, feeds: [{ id: level, sources: [{ id: level, client }] }] };
    }
    return { id: 1, client };
  }

  it('parses a 10,000-level nesting without overflowing the stack, cut at the bound', () => {
    const job = parseJob(deepClientChain(10_000));
    expect(recordDepth(job)).toBeLessThanOrEqual(MAX_RECORD_DEPTH);
    const source = job.client?.feeds?.[0]?.sources?.[0];
    expect(source?.client?.feeds?.[0]?.sources?.[0]?.id).toBe(9_999);
    expect(source?.client?.feeds?.[0]?.sources?.[0]?.client).toBeNull();
  });

  it('copes with deep plain nesting and deep arrays in any field', () => {
    let nested: unknown = { id: 1 };
    for (let level = 0; level < 10_000; level++) nested = { clientDataSource: { dataEntity: nested } };
    let arrays: unknown = [];
    for (let level = 0; level < 10_000; level++) arrays = [arrays];
    const job = parseJob({ id: 1, data: { dataEntity: nested }, activities: arrays, embedding: arrays });
    expect(recordDepth(job)).toBeLessThanOrEqual(MAX_RECORD_DEPTH);
    expect(job.activities).toEqual([]);
  });

  it('terminates on a cyclic object graph', () => {
    const client: Record<string, unknown> = { id: 5, name: 'cyclic' };
    client.feeds = [{ id: 6, sources: [{ id: 7, client }] }];
    const job = parseJob({ id: 1, client });
    expect(job.client?.feeds?.[0]?.sources?.[0]?.client?.name).toBe('cyclic');
  });

  it('limitDepth copies without following __proto__ and counts objects, not arrays', () => {
    const input = JSON.parse('{"a":{"b":{"c":{}}},"list":[{"x":{}}],"grid":[[1]],"__proto__":{"polluted":true}}') as unknown;
    expect(limitDepth(input, 1)).toEqual({ a: { b: null }, list: [{ x: null }], grid: [null] });
    expect(limitDepth('text', 1)).toBe('text');
    expect(limitDepth([{ a: {} }], 0)).toEqual([{ a: null }]);
  });

  it('applies the bound in JobSchema itself, not only in parseJob', () => {
    expect(() => JobSchema.parse(deepClientChain(10_000))).not.toThrow();
  });
});

describe('parseJob refuses bodies that are not a job', () => {
  it.each([
    ['a string', 'job'],
    ['a number', 12],
    ['null', null],
    ['an empty body', undefined],
    ['an array', [{ id: 1 }]],
    ['an object without id', { title: 'x' }],
    // A string id is refused: JHipster writes Java longs as JSON numbers (decision documented in parse.ts).
    ['a string id', { id: '12' }],
    ['a fractional id', { id: 1.5 }],
    ['id 0', { id: 0 }],
    ['a negative id', { id: -3 }],
    ['an id beyond 2^53', { id: 2 ** 60 }],
  ])('%s', (_name, body) => {
    expectMalformed(() => parseJob(body));
  });
});

describe('parseJobList', () => {
  it('accepts a bare array, skipping and counting elements that are not jobs', () => {
    const result = parseJobList([{ id: 1, title: 'a' }, 'x', null, { title: 'no id' }, { id: '2' }, [], { id: 3 }]);
    expect(result.jobs.map((job) => job.id)).toEqual([1, 3]);
    expect(result.skipped).toBe(5);
    expect(result.page).toBeNull();
  });

  it('accepts an empty array', () => {
    expect(parseJobList([])).toEqual({ jobs: [], skipped: 0, page: null });
  });

  it('accepts a Spring Page object', () => {
    const result = parseJobList(jobPage);
    expect(result.jobs.map((job) => job.id)).toEqual([21, 22, 24]);
    expect(result.jobs[0]).toMatchObject({ title: 'Data engineer', province: 'ZUID_HOLLAND', updatedDate: '2026-11-01T09:00:00.000Z' });
    expect(result.skipped).toBe(3);
    expect(result.page).toEqual({ totalElements: 14, totalPages: 3, number: 0, size: 6, last: false });
  });

  it('tolerates a Page object with odd paging fields', () => {
    expect(parseJobList({ content: [{ id: 1 }], totalElements: '14', last: 'no' }).page).toEqual({
      totalElements: null,
      totalPages: null,
      number: null,
      size: null,
      last: null,
    });
  });

  it.each([
    ['a string', 'jobs'],
    ['a number', 3],
    ['null', null],
    ['an empty body', undefined],
    ['an object without content', { totalElements: 3 }],
    ['content that is not an array', { content: { id: 1 } }],
    ['a single job', { id: 1 }],
  ])('refuses %s', (_name, body) => {
    expectMalformed(() => parseJobList(body));
  });
});

describe('parseCount', () => {
  it.each([
    [42, 42],
    [0, 0],
    [{ count: 7 }, 7],
    [{ count: 0, extra: true }, 0],
  ])('reads %j as %i', (body, expected) => {
    expect(parseCount(body)).toBe(expected);
  });

  it.each([[-1], [1.5], ['42'], [null], [undefined], [{}], [{ count: '3' }], [[5]], [2 ** 60], [Number.POSITIVE_INFINITY]])(
    'refuses %j',
    (body) => {
      expectMalformed(() => parseCount(body));
    },
  );
});

describe('parseAuthResponse', () => {
  const jwt = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJhZG1pbiJ9.c2lnbmF0dXJl';

  it('returns the id_token', () => {
    expect(parseAuthResponse({ id_token: jwt })).toBe(jwt);
    expect(parseAuthResponse({ id_token: jwt, extra: 1 })).toBe(jwt);
  });

  it.each([[{}], [{ id_token: '' }], [{ id_token: '   ' }], [{ id_token: 5 }], [{ token: jwt }], [jwt], [null], [undefined], [[jwt]]])(
    'refuses %j without quoting the body',
    (body) => {
      const error = expectMalformed(() => parseAuthResponse(body));
      expect(error.message).not.toContain('eyJ');
      expect(JSON.stringify(error)).not.toContain('eyJ');
    },
  );
});
