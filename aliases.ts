// The import aliases of tsconfig.json for Vite and Vitest: @shared/…, @server/…, @client/…, @test/….
import { fileURLToPath } from 'node:url';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const aliases = {
  '@shared': dir('./src/shared'),
  '@server': dir('./src/server'),
  '@client': dir('./src/client'),
  '@test': dir('./test'),
};
