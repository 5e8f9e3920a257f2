// Starts bench/hello-server.mjs (bare node:http answering {"ok":true}) in its own process: the ceiling of any
// HTTP server on this machine, and a stand-in target that costs next to nothing.
import { spawn } from 'node:child_process';
import path from 'node:path';

export async function startHello(): Promise<{ port: number; url: string; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'hello-server.mjs'), '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = Number(
    await new Promise<string>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()))),
  );
  return { port, url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}
