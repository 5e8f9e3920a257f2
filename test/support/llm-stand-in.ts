// Test helper: a small local HTTP server that speaks the OpenAI chat-completions API (streaming and
// not), so the LLM paths are tested without network. `mode` decides how it answers the next calls;
// `modes` overrides it per kind of call (the assistant's request reading, its reranking, the reply).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode =
  | { kind: 'reply'; text: string }
  /** a JSON answer: the value serialised as the message's content */
  | { kind: 'json'; value: unknown }
  /** a JSON answer made from the request, e.g. a rerank order from the candidates sent */
  | { kind: 'json-from'; answer: (request: StandInRequest) => unknown }
  | { kind: 'status'; status: number }
  | { kind: 'slow' }
  /** answers after this many milliseconds */
  | { kind: 'delay'; ms: number; then: StandInMode }
  | { kind: 'stall-after'; text: string };

export interface StandInRequest {
  model: string;
  stream?: boolean;
  response_format?: { type: string };
  messages: { role: string; content: string }[];
}

/** which of the assistant's calls a request is: JSON with candidates (rerank), other JSON (rewrite), or text */
export type StandInCall = 'rewrite' | 'rerank' | 'reply';

export function callOf(body: StandInRequest): StandInCall {
  if (body.response_format?.type !== 'json_object') return 'reply';
  const last = body.messages.at(-1)?.content ?? '';
  try {
    const parsed = JSON.parse(last) as unknown;
    if (parsed && typeof parsed === 'object' && 'candidates' in parsed) return 'rerank';
  } catch {
    // the request's own text: a rewrite
  }
  return 'rewrite';
}

/** the candidates a rerank request sent, as the model sees them */
export function rerankCandidates(body: StandInRequest): { id: string; title: string }[] {
  return (
    (JSON.parse(body.messages.at(-1)?.content ?? '{}') as { candidates?: { id: string; title: string }[] })
      .candidates ?? []
  );
}

export interface LlmStandIn {
  baseURL: string;
  mode: StandInMode;
  /** per kind of call, before `mode` */
  modes: Partial<Record<StandInCall, StandInMode>>;
  /** request bodies received, newest last */
  requests: StandInRequest[];
  close(): Promise<void>;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

function chunk(id: string, model: string, content: string | null, finish: string | null) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finish }],
  })}\n\n`;
}

export async function startLlmStandIn(): Promise<LlmStandIn> {
  const open = new Set<ServerResponse>();
  const standIn: LlmStandIn = {
    baseURL: '',
    mode: { kind: 'reply', text: 'Hej!' },
    modes: {},
    requests: [],
    close: async () => {},
  };

  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as StandInRequest;
    standIn.requests.push(body);
    let mode = standIn.modes[callOf(body)] ?? standIn.mode;
    let gone = false;
    res.on('close', () => (gone = true));
    while (mode.kind === 'delay') {
      const { ms, then } = mode;
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (gone) return; // the client gave up
      mode = then;
    }
    if (mode.kind === 'status') {
      res.writeHead(mode.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'stand-in failure', type: 'server_error' } }));
      return;
    }
    if (mode.kind === 'slow') {
      open.add(res); // never answers; closed when the client gives up or the stand-in stops
      res.on('close', () => open.delete(res));
      return;
    }
    if (mode.kind === 'json' || mode.kind === 'json-from')
      mode = { kind: 'reply', text: JSON.stringify(mode.kind === 'json' ? mode.value : mode.answer(body)) };
    const id = `chatcmpl-${Date.now()}`;
    const words = mode.text.split(/(?<= )/);
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: mode.text }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const w of words) res.write(chunk(id, body.model, w, null));
    if (mode.kind === 'stall-after') {
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    res.write(chunk(id, body.model, null, 'stop'));
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.baseURL = `http://127.0.0.1:${port}/v1`;
  standIn.close = async () => {
    for (const res of open) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standIn;
}
