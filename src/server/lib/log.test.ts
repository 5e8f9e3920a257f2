// The request line: its fields, an e-mail address in the path masked, nothing below the level.
import { describe, expect, it } from 'vitest';
import { createLogger, logRequest } from './log.js';

const capture = (level: string) => {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
};

describe('request lines', () => {
  it('has method, path, status and milliseconds, with e-mail addresses in the path masked', () => {
    const { log, lines } = capture('info');
    logRequest(log, { method: 'GET', path: '/api/profiles/karin@exempel.se', status: 404, ms: 1.5 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ app: 'samverka', msg: 'request', method: 'GET', status: 404, ms: 1.5 });
    expect(lines[0].path).toBe('/api/profiles/[e-post]');
  });

  it('writes nothing below its level', () => {
    const { log, lines } = capture('warn');
    logRequest(log, { method: 'GET', path: '/api/ping', status: 200, ms: 0.2 });
    expect(lines).toHaveLength(0);
  });
});
