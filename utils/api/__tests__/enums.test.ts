import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENUM_MEMBERS, isKnownMember, type KnownMember } from '../enums';

describe('enumeration members', () => {
  it('are the members the brief lists', () => {
    expect(ENUM_MEMBERS.province).toHaveLength(12);
    expect(ENUM_MEMBERS.category).toHaveLength(12);
    expect(ENUM_MEMBERS.employmentType).toEqual(['INTERIM', 'FREELANCE', 'PERMANENT', 'TEMPORARY', 'SECONDMENT', 'INTERNSHIP']);
    expect(ENUM_MEMBERS.platform).toEqual(['MISCELLANEOUS', 'STRIIVE', 'LINKEDIN', 'INDEED', 'FLEXTENDER']);
    expect(ENUM_MEMBERS.ats).toEqual([]);
  });

  it('tells known members from others', () => {
    expect(isKnownMember('province', 'UTRECHT')).toBe(true);
    expect(isKnownMember('province', 'toString')).toBe(false);
    expect(isKnownMember('province', 'NOORD_OOST_POLDER')).toBe(false);
    expectTypeOf<KnownMember<'freelancerAllowed'>>().toEqualTypeOf<'YES' | 'NO' | 'UNKNOWN' | 'ON_REQUEST'>();
    expectTypeOf<KnownMember<'ats'>>().toEqualTypeOf<never>();
  });
});
