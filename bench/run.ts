// `npm run bench`: every benchmark in turn; each prints its own figures.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

for (const name of ['offers', 'chat', 'ai', 'load', 'startup']) {
  if (!existsSync(new URL(`./${name}.ts`, import.meta.url))) continue;
  console.log(`\n=== bench:${name} ===`);
  execSync(`npx tsx bench/${name}.ts`, { stdio: 'inherit' });
}
