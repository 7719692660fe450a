import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS } from '../../boards';
import { makeSummary } from '../../feed/__tests__/helpers';
import { diagnosePage, type DiagnosisInputs } from '../page-diagnosis';

const NVB = BUILTIN_BOARDS.find((board) => board.id === 'nationale-vacaturebank')!;
const JOB = makeSummary({ id: 5, title: 'Beleidsmedewerker' });
const POSTING = 'https://www.nationalevacaturebank.nl/vacature/12345678/beleidsmedewerker';

function inputs(extra: Partial<DiagnosisInputs> = {}): DiagnosisInputs {
  return {
    enabled: [NVB],
    granted: async () => true,
    lookup: async () => null,
    lastCheck: null,
    get: async (id) => (id === JOB.id ? JOB : null),
    hidden: async () => false,
    signedIn: true,
    lastSyncAt: 1000,
    indexed: 300,
    ...extra,
  };
}

describe('"This page" in the background', () => {
  it('names no board for a site it does not know, and asks nothing else', async () => {
    let asked = false;
    const answer = await diagnosePage('https://example.org/jobs/1', inputs({ granted: async () => (asked = true) }));
    expect(answer).toMatchObject({ board: null, boardOn: false, access: false, job: null });
    expect(asked).toBe(false);
  });

  it('knows a built-in board that is switched off, with the patterns to ask access for', async () => {
    const answer = await diagnosePage(POSTING, inputs({ enabled: [] }));
    expect(answer.board).toEqual({ id: NVB.id, name: NVB.name, patterns: NVB.matches });
    expect(answer.boardOn).toBe(false);
  });

  it('reads the posting id and finds the job by the address, or by what the page itself found', async () => {
    const byAddress = await diagnosePage(POSTING, inputs({ lookup: async (url) => (url === POSTING ? JOB : null) }));
    expect(byAddress).toMatchObject({ boardOn: true, access: true, postingId: '12345678', job: { id: 5 }, hidden: false });
    const byPage = await diagnosePage(POSTING, inputs({ lastCheck: { at: 900, jobId: 5 }, hidden: async () => true }));
    expect(byPage).toMatchObject({ checkedAt: 900, job: { id: 5 }, hidden: true });
    const none = await diagnosePage(POSTING, inputs());
    expect(none).toMatchObject({ job: null, indexed: 300, lastSyncAt: 1000 });
  });

  it('says no access when the browser says so, or cannot say', async () => {
    expect((await diagnosePage(POSTING, inputs({ granted: async () => false }))).access).toBe(false);
    expect((await diagnosePage(POSTING, inputs({ granted: () => Promise.reject(new Error('no')) }))).access).toBe(false);
  });

  it('looks nothing up while signed out', async () => {
    let looked = false;
    const answer = await diagnosePage(
      POSTING,
      inputs({
        signedIn: false,
        lookup: async () => {
          looked = true;
          return JOB;
        },
      }),
    );
    expect(answer).toMatchObject({ signedIn: false, job: null });
    expect(looked).toBe(false);
  });
});
