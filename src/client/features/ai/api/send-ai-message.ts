// POST /api/ai/chat, streaming: asks with Accept: text/event-stream and reads the Server-Sent Events
// (matches, delta pieces of the reply, done) so the reply appears while it is written.
import { ApiError } from '@client/lib/api-client';
import type { TAiChatRequest, TAiChatResponse, TAiMatch } from '@shared/schemas/ai';

const NETWORK_MESSAGE = 'Kunde inte nå servern. Kontrollera din anslutning och försök igen.';

export interface AiStreamHandlers {
  onMatches?: (matches: TAiMatch[]) => void;
  onDelta?: (text: string) => void;
}

async function errorOf(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } };
    if (body.error?.message) return new ApiError(res.status, body.error.code ?? 'ERROR', body.error.message);
  } catch {
    // not our error shape
  }
  return new ApiError(res.status, 'HTTP_ERROR', `Förfrågan misslyckades (${res.status}).`);
}

export async function sendAiMessage(
  input: TAiChatRequest,
  handlers: AiStreamHandlers = {},
  signal?: AbortSignal,
): Promise<TAiChatResponse> {
  let res: Response;
  try {
    res = await fetch('/api/ai/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
  }
  if (!res.ok) throw await errorOf(res);
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return (await res.json()) as TAiChatResponse;
  }

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done: TAiChatResponse | null = null;
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (value) buffer += value;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1]?.trim() ?? 'message';
      const data = block
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.replace(/^data: ?/, ''))
        .join('\n');
      if (!data) continue;
      const payload = JSON.parse(data) as unknown;
      if (event === 'matches') handlers.onMatches?.((payload as { matches: TAiMatch[] }).matches);
      else if (event === 'delta') handlers.onDelta?.((payload as { text: string }).text);
      else if (event === 'done') done = payload as TAiChatResponse;
      else if (event === 'error') throw new ApiError(500, 'AI_ERROR', (payload as { message: string }).message);
    }
    if (finished) break;
  }
  if (!done) throw new ApiError(0, 'AI_STREAM_CUT', NETWORK_MESSAGE);
  return done;
}
