// The AI stream reader: events split anywhere across network chunks still arrive whole and in order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { sendAiMessage } from './send-ai-message';

function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('sendAiMessage', () => {
  it('reads matches, deltas and done across chunk boundaries, asking for an event stream', async () => {
    const match = { id: 'o1', title: 'Cup', organization: 'IK', type: 'business', score: 0.9 };
    const final = { message: 'Hej då', matches: [match] };
    const stream =
      `event: matches\ndata: ${JSON.stringify({ matches: [match] })}\n\n` +
      `event: delta\ndata: {"text":"Hej"}\n\n` +
      `event: delta\ndata: {"text":" då"}\n\n` +
      `event: done\ndata: ${JSON.stringify(final)}\n\n`;
    const fetchMock = vi.fn(async () => sseResponse([stream.slice(0, 7), stream.slice(7, 90), stream.slice(90)]));
    vi.stubGlobal('fetch', fetchMock);
    const deltas: string[] = [];
    const matches: unknown[] = [];
    const answer = await sendAiMessage(
      { message: 'Hej', history: [] },
      { onDelta: (t) => deltas.push(t), onMatches: (m) => matches.push(...m) },
    );
    expect(answer).toEqual(final);
    expect(deltas).toEqual(['Hej', ' då']);
    expect(matches).toEqual([match]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ai/chat');
    expect(new Headers(init.headers).get('accept')).toBe('text/event-stream');
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Hej', history: [] });
  });

  it('throws the Swedish message of an error event, and a cut stream as unreachable', async () => {
    vi.stubGlobal('fetch', async () => sseResponse(['event: error\ndata: {"message":"Fel i AI"}\n\n']));
    await expect(sendAiMessage({ message: 'x', history: [] })).rejects.toMatchObject({ message: 'Fel i AI' });
    vi.stubGlobal('fetch', async () => sseResponse(['event: delta\ndata: {"text":"a"}\n\n']));
    const error = await sendAiMessage({ message: 'x', history: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('AI_STREAM_CUT');
  });

  it('turns a 429 answer into an ApiError with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'För många frågor' } }), {
          status: 429,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(sendAiMessage({ message: 'x', history: [] })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'För många frågor',
    });
  });
});
