/** HTTP plumbing of the reference API: JSON and problem answers, request bodies, paging headers. */
import type { IncomingMessage, ServerResponse } from 'node:http';

const PROBLEM_TYPE = 'https://www.jhipster.tech/problem/problem-with-message';
export const CONSTRAINT_VIOLATION_TYPE = 'https://www.jhipster.tech/problem/constraint-violation';
const MAX_BODY_BYTES = 1 << 20;

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export class HttpProblem extends Error {
  readonly status: number;
  readonly detail: string;
  readonly headers: Record<string, string>;
  constructor(status: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.headers = headers;
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  contentType = 'application/json',
): void {
  sendJsonText(res, status, JSON.stringify(body), headers, contentType);
}

/** A body already in JSON, as text or UTF-8 bytes; encoded once (a page of jobs is megabytes), then sent. */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  json: string | Buffer,
  headers: Record<string, string> = {},
  contentType = 'application/json',
): void {
  const bytes = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': bytes.length, 'Cache-Control': 'no-store', ...headers });
  res.end(bytes);
}

export function sendProblem(
  res: ServerResponse,
  status: number,
  path: string,
  detail: string | null,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  const body = {
    type: PROBLEM_TYPE,
    title: STATUS_TITLES[status] ?? 'Error',
    status,
    ...(detail === null ? {} : { detail }),
    path,
    message: `error.http.${status}`,
    ...extra,
  };
  sendJson(res, status, body, headers, 'application/problem+json');
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Length': 0, ...headers });
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, 'Request body too large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpProblem(400, 'Failed to read request');
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function integerParam(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d{1,15}$/.test(raw.trim())) throw new HttpProblem(400, `Invalid value for ${name}: ${raw}`);
  return Number(raw);
}

/** JHipster's PaginationUtil: next, prev, last, first, joined by ','. URLs keep every other parameter. */
export function linkHeader(base: string, params: URLSearchParams, page: number, size: number, total: number): string {
  const totalPages = Math.ceil(total / size);
  const lastPage = Math.max(0, totalPages - 1);
  const link = (n: number, rel: string) => {
    const query = new URLSearchParams(params);
    query.delete('page');
    query.delete('size');
    query.append('page', String(n));
    query.append('size', String(size));
    return `<${base}?${query.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page + 1 < totalPages) links.push(link(page + 1, 'next'));
  if (page > 0) links.push(link(page - 1, 'prev'));
  links.push(link(lastPage, 'last'), link(0, 'first'));
  return links.join(',');
}

/** A prefix of the body's JSON: never valid JSON, as a cut connection or a broken proxy leaves it. */
export function malformedText(text: string): string {
  return `{"content": ${text.slice(0, Math.max(1, Math.floor(text.length / 2)))}`;
}
