// The server's logger: pino with personal data kept out. Cookies, authorization headers, tokens,
// passwords and e-mail addresses are redacted wherever they appear as fields; e-mail addresses inside
// messages are masked; a failed query is logged with its statement and error code, never its values.
import pino, { type DestinationStream, type Logger } from 'pino';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu;
export const scrubText = (text: string) => text.replace(EMAIL, '[e-post]');

const SECRET_KEYS = [
  'cookie',
  'authorization',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'accessToken',
  'refreshToken',
  'secret',
  'email',
];
/** every secret key at the top, one and two levels down, and in any headers object */
export const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const k = /^[a-z]+$/i.test(key) ? key : `["${key}"]`;
  const dot = k.startsWith('[') ? k : `.${k}`;
  return [k, `*${dot}`, `*.*${dot}`, `headers${dot}`, `*.headers${dot}`];
});

/** Fields of driver errors that carry values: the bound parameters, and detail lines like 'Key (email)=(…)'. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);

/** An error as a plain object without any value it was given: statement, code, message, stack. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: scrubText(String(error)) };
  const e = error as Record<string, unknown> & { name?: string; message?: string; stack?: string };
  const type = e.name ?? e.constructor?.name ?? 'Error';
  // a failed query's message is 'Failed query: <sql>\nparams: <values>': keep only the statement
  const isQueryError = typeof e.query === 'string';
  const message = isQueryError ? 'Failed query' : scrubText(String(e.message ?? ''));
  const frames = String(e.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '));
  const out: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (isQueryError) out.query = e.query;
  for (const [key, value] of Object.entries(e)) {
    if (key in out || key === 'cause' || VALUE_FIELDS.has(key)) continue;
    if (typeof value === 'string') out[key] = scrubText(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (e.cause && depth < 4) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** the request-line logger of each logger made here (same level, base and destination) */
const requestLoggers = new WeakMap<Logger, Logger>();

/**
 * Writes to stdout asynchronously unless a destination is given: lines written while a write is under way
 * go out together in the next one (nothing waits for a buffer to fill; what is pending is flushed at exit).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: false });
  const base = { app: 'samverka' };
  const log = pino(
    {
      level,
      base,
      redact: { paths: REDACT_PATHS, censor: '[dolt]' },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        // e-mail addresses written into a message text
        logMethod(args, method) {
          method.apply(this, args.map((a) => (typeof a === 'string' ? scrubText(a) : a)) as Parameters<typeof method>);
        },
      },
    },
    out,
  );
  // request lines have fixed fields, none of them secret: no redaction pass over each one
  requestLoggers.set(log, pino({ level, base }, out));
  return log;
}

/** One line per answered request: method, path (e-mail addresses masked), status and milliseconds. */
export function logRequest(log: Logger, line: { method: string; path: string; status: number; ms: number }) {
  const plain = requestLoggers.get(log);
  if (!plain) return log.info(line, 'request');
  // no address without an '@': most paths skip the pattern
  plain.info(line.path.includes('@') ? { ...line, path: scrubText(line.path) } : line, 'request');
}
