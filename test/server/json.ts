/**
 * JSON bodies of job records, byte for byte the UTF-8 of what `JSON.stringify` writes, in a fraction
 * of its time: a job embeds big records that many jobs share (its client, company and data source,
 * most of its bytes). Those are frozen (data.ts), so each is encoded once and its bytes are copied
 * into every body that embeds it; only each job's own fields are serialized per request.
 */

/** Own enumerable keys in `JSON.stringify`'s order, and no `toJSON`: written key by key below. */
function isPlainRecord(value: object): value is Record<string, unknown> {
  if (Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return typeof (value as { toJSON?: unknown }).toJSON !== 'function';
}

/** Freezes `value` and everything in it: it can then be encoded once for all (JsonWriter). */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A body being written: encoded pieces, and the text written since the last of them. */
class Body {
  readonly pieces: Buffer[] = [];
  text = '';

  bytes(piece: Buffer): void {
    if (this.text !== '') this.pieces.push(Buffer.from(this.text, 'utf8'));
    this.text = '';
    this.pieces.push(piece);
  }

  done(): Buffer {
    if (this.text !== '') this.pieces.push(Buffer.from(this.text, 'utf8'));
    return Buffer.concat(this.pieces);
  }
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
const NULL = Buffer.from('null');

export class JsonWriter {
  /** The UTF-8 JSON of each frozen record met, by identity. */
  private readonly frozen = new WeakMap<object, Buffer>();
  private readonly quotedKeys = new Map<string, string>();

  /** The UTF-8 bytes of `JSON.stringify(value)`, or null when it has no JSON form (undefined, a function). */
  encode(value: unknown): Buffer | null {
    const body = new Body();
    return this.write(body, value, 2) ? body.done() : null;
  }

  /** The UTF-8 bytes of `JSON.stringify(values)` for an array, from its elements' bytes. */
  static join(elements: readonly (Buffer | null)[]): Buffer {
    const pieces: Buffer[] = [OPEN];
    elements.forEach((element, i) => {
      if (i > 0) pieces.push(COMMA);
      // JSON.stringify writes an element without a JSON form as null.
      pieces.push(element ?? NULL);
    });
    pieces.push(CLOSE);
    return Buffer.concat(pieces);
  }

  /**
   * Appends `JSON.stringify(value)` to the body; false, with nothing appended, when the value has no
   * JSON form (undefined, a function). Plain records down to `depth` levels are written key by key,
   * so that the frozen records in them are copied as bytes; the rest is left to `JSON.stringify`.
   */
  private write(body: Body, value: unknown, depth: number): boolean {
    if (typeof value === 'object' && value !== null && (Array.isArray(value) || isPlainRecord(value))) {
      if (Object.isFrozen(value)) {
        let bytes = this.frozen.get(value);
        if (bytes === undefined) {
          bytes = Buffer.from(JSON.stringify(value), 'utf8');
          this.frozen.set(value, bytes);
        }
        body.bytes(bytes);
        return true;
      }
      if (depth > 0 && !Array.isArray(value)) {
        body.text += '{';
        let first = true;
        for (const key of Object.keys(value)) {
          const field = value[key];
          // A key is written before its value, so a value without a JSON form is found out first.
          const text = this.splices(field, depth - 1) ? null : (JSON.stringify(field) as string | undefined);
          // As JSON.stringify does: a field whose value has no JSON form is left out.
          if (text === undefined) continue;
          body.text += `${first ? '' : ','}${this.quoted(key)}:`;
          first = false;
          if (text === null) this.write(body, field, depth - 1);
          else body.text += text;
        }
        body.text += '}';
        return true;
      }
    }
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return false;
    body.text += text;
    return true;
  }

  /** Whether `write` takes `value` apart (or copies it as bytes) rather than leaving it to JSON.stringify. */
  private splices(value: unknown, depth: number): boolean {
    if (typeof value !== 'object' || value === null) return false;
    const container = Array.isArray(value) || isPlainRecord(value);
    return container && (Object.isFrozen(value) || (depth > 0 && !Array.isArray(value)));
  }

  private quoted(key: string): string {
    let quoted = this.quotedKeys.get(key);
    if (quoted === undefined) {
      quoted = JSON.stringify(key);
      // Keys come from records, tests' patches among them: a job has a few dozen.
      if (this.quotedKeys.size < 1000) this.quotedKeys.set(key, quoted);
    }
    return quoted;
  }
}
