/**
 * The test-control routes under /__test (not part of the API, not recorded in the request log):
 * reset, the request log, faults, the vacancies' ground truth, and changing jobs (add, get, patch,
 * delete, and touch: mark a share of the jobs changed).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultError, parseFaults, type Faults } from './faults.ts';
import { HttpProblem, readJson, sendEmpty, sendJson } from './http.ts';
import { StoreError, type JobStore } from './store.ts';

export interface TestControl {
  store: JobStore;
  /** The request log (api.ts's RecordedRequest). */
  requests: readonly object[];
  faults(): Faults;
  setFaults(faults: Faults): void;
  /** Back to the seeded data, no faults, an empty request log. */
  resetData(): void;
}

async function readObject(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpProblem(400, 'Expected a JSON object');
  return body as Record<string, unknown>;
}

/** What a change to the jobs answers; a change the store refuses is a 400. */
function change<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof StoreError) throw new HttpProblem(400, error.message);
    throw error;
  }
}

export async function handleTestControl(control: TestControl, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const method = req.method ?? 'GET';
  const { store } = control;
  if (path === '/__test/reset' && method === 'POST') {
    control.resetData();
    sendEmpty(res, 204);
    return;
  }
  if (path === '/__test/vacancies' && method === 'GET') {
    // The ground truth of the vacancies dataset: which job is a posting of which vacancy.
    const truth = store.vacancyTruth();
    if (!truth) throw new HttpProblem(404, 'No vacancies: the server was started with the default dataset');
    sendJson(res, 200, { truth: Object.fromEntries(truth) });
    return;
  }
  if (path === '/__test/requests' && method === 'GET') {
    sendJson(res, 200, control.requests);
    return;
  }
  if (path === '/__test/faults') {
    if (method === 'DELETE') {
      control.setFaults({});
      sendEmpty(res, 204);
      return;
    }
    if (method === 'PUT') {
      try {
        control.setFaults(parseFaults(await readJson(req)));
      } catch (error) {
        if (error instanceof FaultError) throw new HttpProblem(400, error.message);
        throw error;
      }
      sendJson(res, 200, control.faults());
      return;
    }
    if (method === 'GET') {
      sendJson(res, 200, control.faults());
      return;
    }
  }
  if (path === '/__test/jobs' && method === 'POST') {
    const body = await readObject(req);
    sendJson(
      res,
      201,
      change(() => store.add(body)),
    );
    return;
  }
  if (path === '/__test/jobs/touch' && method === 'POST') {
    // {"every": 100}: every 100th job changed now (1%), as a delta sync finds them.
    const { every } = await readObject(req);
    if (typeof every !== 'number') throw new HttpProblem(400, 'every must be a whole number of at least 1');
    const touched = change(() => store.touch(every));
    sendJson(res, 200, touched);
    return;
  }
  const jobMatch = /^\/__test\/jobs\/(\d{1,15})$/.exec(path);
  if (jobMatch) {
    const id = Number(jobMatch[1]);
    if (method === 'GET') {
      const job = store.get(id);
      if (!job) throw new HttpProblem(404, `No job ${id}`);
      sendJson(res, 200, job);
      return;
    }
    if (method === 'DELETE') {
      if (!store.remove(id)) throw new HttpProblem(404, `No job ${id}`);
      sendEmpty(res, 204);
      return;
    }
    if (method === 'PATCH') {
      const body = await readObject(req);
      const job = change(() => store.update(id, body));
      if (!job) throw new HttpProblem(404, `No job ${id}`);
      sendJson(res, 200, job);
      return;
    }
  }
  throw new HttpProblem(404, `No test route ${method} ${path}`);
}
