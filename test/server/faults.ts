/**
 * Faults a test can switch on (`PUT /__test/faults`) to make the feed misbehave the ways real
 * deployments do: slow (to answer, or to send the body), failing, rate limited, revoking the token mid-sync, garbled bodies, refusing
 * filters, or answering 401 the JHipster 8 way.
 */

export type UnauthorizedStyle = '7' | '8';

export interface Faults {
  /** Delay before every /api answer. */
  latencyMs?: number;
  /** Feed bodies come in BODY_CHUNKS parts, the first with the headers at once, the others this long apart: a slow link. */
  bodyChunkDelayMs?: number;
  /** After this many further /api/feed requests, every feed request is answered 401 (a revoked token). */
  failAfterRequests?: number;
  /** Every /api/feed request is answered with this status (problem body). */
  status?: number;
  /** Retry-After for `status` (meant for 429). */
  retryAfterSeconds?: number;
  /** Feed bodies are cut short: not valid JSON. */
  malformed?: boolean;
  /** Feed answers are an HTML error page with status 200, as from a captive portal or a broken proxy. */
  nonJson?: boolean;
  /** This share (0..1) of feed requests is answered 500, spread evenly and deterministically. */
  errorRate?: number;
  /** Tokens issued while set live this many seconds, whatever rememberMe says. */
  tokenTtlSeconds?: number;
  /** Filters on these fields are refused with 400, as by a deployment that does not support them. */
  refuseFilters?: string[];
  /** 7: 401 with a problem body; 8: empty body and `WWW-Authenticate: Bearer`. */
  unauthorizedStyle?: UnauthorizedStyle;
  /**
   * `status`'s answers repeat the request's Authorization header, in their detail and in a
   * `WWW-Authenticate` header, as a careless proxy or a debug build does: what the client makes of
   * such an answer must not repeat the token.
   */
  echoAuthorization?: boolean;
  /**
   * The paging headers of Get All Jobs (api-conventions.md: deployments differ): `total` sends
   * X-Total-Count without Link, `none` neither (a bare array). Default: both.
   */
  listPaging?: ListPaging;
}

export type ListPaging = 'total' | 'none';

/** How many parts a body comes in under `bodyChunkDelayMs`. */
export const BODY_CHUNKS = 16;

export class FaultError extends Error {
  override readonly name = 'FaultError';
}

function wholeNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new FaultError(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/** The faults of a request body; throws FaultError on anything unknown or out of range. */
export function parseFaults(body: unknown): Faults {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new FaultError('Expected a JSON object');
  const faults: Faults = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    switch (key) {
      case 'latencyMs':
        faults.latencyMs = wholeNumber(value, key, 0, 120_000);
        break;
      case 'bodyChunkDelayMs':
        faults.bodyChunkDelayMs = wholeNumber(value, key, 0, 60_000);
        break;
      case 'failAfterRequests':
        faults.failAfterRequests = wholeNumber(value, key, 0, 1_000_000);
        break;
      case 'status':
        faults.status = wholeNumber(value, key, 100, 599);
        break;
      case 'retryAfterSeconds':
        faults.retryAfterSeconds = wholeNumber(value, key, 0, 86_400);
        break;
      case 'malformed':
        if (typeof value !== 'boolean') throw new FaultError('malformed must be true or false');
        faults.malformed = value;
        break;
      case 'nonJson':
        if (typeof value !== 'boolean') throw new FaultError('nonJson must be true or false');
        faults.nonJson = value;
        break;
      case 'errorRate':
        if (typeof value !== 'number' || !(value >= 0 && value <= 1)) throw new FaultError('errorRate must be a number from 0 to 1');
        faults.errorRate = value;
        break;
      case 'tokenTtlSeconds':
        faults.tokenTtlSeconds = wholeNumber(value, key, 1, 86_400 * 365);
        break;
      case 'refuseFilters':
        if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
          throw new FaultError('refuseFilters must be a list of field names');
        faults.refuseFilters = value as string[];
        break;
      case 'echoAuthorization':
        if (typeof value !== 'boolean') throw new FaultError('echoAuthorization must be true or false');
        faults.echoAuthorization = value;
        break;
      case 'listPaging':
        if (value !== 'total' && value !== 'none') throw new FaultError("listPaging must be 'total' or 'none'");
        faults.listPaging = value;
        break;
      case 'unauthorizedStyle':
        if (value !== '7' && value !== '8' && value !== 7 && value !== 8) throw new FaultError("unauthorizedStyle must be '7' or '8'");
        faults.unauthorizedStyle = String(value) as UnauthorizedStyle;
        break;
      default:
        throw new FaultError(`Unknown fault: ${key}`);
    }
  }
  return faults;
}
