// POST /api/ai/chat, streaming: asks with Accept: text/event-stream and reads the Server-Sent Events
// (matches, delta pieces of the reply, done) with eventsource-parser, so the reply appears while it is written.
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ApiError, NETWORK_MESSAGE, api, toApiError } from '@client/lib/api-client';
import type { TAiChatRequest, TAiChatResponse, TAiMatch } from '@shared/schemas/ai';

export interface AiStreamHandlers {
  onMatches?: (matches: TAiMatch[]) => void;
  onDelta?: (text: string) => void;
}

export async function sendAiMessage(
  input: TAiChatRequest,
  handlers: AiStreamHandlers = {},
  signal?: AbortSignal,
): Promise<TAiChatResponse> {
  const res = (await api.ai.chat.$post(
    { json: input },
    { headers: { accept: 'text/event-stream' }, init: { signal } },
  )) as Response;
  if (!res.ok) throw await toApiError(res);
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return (await res.json()) as TAiChatResponse;
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  let done: TAiChatResponse | null = null;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    const { event = 'message', data } = next.value;
    if (!data) continue;
    const payload = JSON.parse(data) as unknown;
    if (event === 'matches') handlers.onMatches?.((payload as { matches: TAiMatch[] }).matches);
    else if (event === 'delta') handlers.onDelta?.((payload as { text: string }).text);
    else if (event === 'done') done = payload as TAiChatResponse;
    else if (event === 'error') throw new ApiError(500, 'AI_ERROR', (payload as { message: string }).message);
  }
  if (!done) throw new ApiError(0, 'AI_STREAM_CUT', NETWORK_MESSAGE);
  return done;
}
