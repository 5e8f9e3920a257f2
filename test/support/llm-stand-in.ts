// Test helper: a small local HTTP server that speaks the OpenAI chat-completions API (streaming and
// not), so the LLM paths are tested without network. `mode` decides how it answers the next calls.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode =
  | { kind: 'reply'; text: string }
  | { kind: 'status'; status: number }
  | { kind: 'slow' }
  | { kind: 'stall-after'; text: string };

export interface LlmStandIn {
  baseURL: string;
  mode: StandInMode;
  /** request bodies received, newest last */
  requests: { model: string; stream?: boolean; messages: { role: string; content: string }[] }[];
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
    requests: [],
    close: async () => {},
  };

  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as LlmStandIn['requests'][number];
    standIn.requests.push(body);
    const mode = standIn.mode;
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
