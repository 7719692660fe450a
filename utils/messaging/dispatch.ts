/**
 * The background's single entry for messages: parse with the contract's schema, classify the sender,
 * refuse what that sender may not ask, run the handler, and turn every outcome into a typed Result.
 * Nothing reaches a handler, and so nothing reaches the API, unless all checks pass.
 */
import { ApiError } from '../api/errors';
import {
  RequestSchema,
  type Failure,
  type FailureCode,
  type RequestOf,
  type RequestType,
  type Responses,
  type Result,
  type SenderClass,
} from './contract';
import { logUnexpected } from './error-log';
import { ALLOWED_SENDERS, classifySender, type MessageSenderLike, type SenderPolicy } from './senders';

export interface HandlerContext {
  senderClass: SenderClass;
  sender: MessageSenderLike;
}

export type Handlers = {
  [T in RequestType]: (request: RequestOf<T>, context: HandlerContext) => Promise<Responses[T]>;
};

/** A handler's way to fail with a specific code and a sentence for the user. */
export class HandlerFailure extends Error {
  override readonly name = 'HandlerFailure';
  readonly code: FailureCode;
  /** Why, for a page to word it (Failure.reason), and the limit reached. */
  readonly why: Pick<Failure, 'reason' | 'max'>;
  constructor(code: FailureCode, message: string, why: Pick<Failure, 'reason' | 'max'> = {}) {
    super(message);
    this.code = code;
    this.why = why;
  }
}

function fail(code: FailureCode, message: string, api?: Failure['api']): Result<never> {
  return { ok: false, error: api ? { code, message, api } : { code, message } };
}

export function toFailure(error: unknown): Result<never> {
  if (error instanceof HandlerFailure) return { ok: false, error: { code: error.code, message: error.message, ...error.why } };
  if (error instanceof ApiError) {
    const code = error.info.kind === 'unauthorized' ? 'signedOut' : 'api';
    return fail(code, error.message, error.info);
  }
  return fail('internal', 'Something went wrong in the extension.');
}

export type Dispatcher = (message: unknown, sender: MessageSenderLike) => Promise<Result<unknown>>;

/**
 * `policy` may be asynchronous: a worker that just woke classifies senders with its settings loaded.
 * `onUnexpected` hears of every error that is neither a HandlerFailure nor an ApiError (a bug); by
 * default it is logged, tokens redacted. `onRefusedOwn` hears of a message from a sender of this
 * extension that no class fits (a content script whose page left the boards), before the refusal
 * is answered.
 */
export function createDispatcher(
  handlers: Handlers,
  policy: () => SenderPolicy | Promise<SenderPolicy>,
  onUnexpected: (error: unknown) => void = (error) => logUnexpected('a message handler', error),
  onRefusedOwn: (message: unknown, sender: MessageSenderLike) => Promise<void> = async () => undefined,
): Dispatcher {
  return async (message, sender) => {
    let senderPolicy: SenderPolicy;
    try {
      senderPolicy = await policy();
    } catch (error) {
      onUnexpected(error);
      return fail('internal', 'Something went wrong in the extension.');
    }
    const senderClass = classifySender(sender, senderPolicy);
    if (!senderClass) {
      if (sender?.id === senderPolicy.extensionId) await onRefusedOwn(message, sender).catch(onUnexpected);
      return fail('refused', 'This sender may not talk to the extension.');
    }
    const parsed = RequestSchema.safeParse(message);
    if (!parsed.success) return fail('invalid', 'The request is not one the extension understands.');
    const request = parsed.data;
    if (!ALLOWED_SENDERS[request.type].includes(senderClass)) {
      return fail('refused', `A ${senderClass === 'contentScript' ? 'web page' : 'page'} may not ask for ${request.type}.`);
    }
    try {
      const handler = handlers[request.type] as (r: typeof request, c: HandlerContext) => Promise<unknown>;
      return { ok: true, value: await handler(request, { senderClass, sender }) };
    } catch (error) {
      if (!(error instanceof HandlerFailure) && !(error instanceof ApiError)) onUnexpected(error);
      return toFailure(error);
    }
  };
}
