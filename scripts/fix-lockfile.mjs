// The npm registry reachable here serves only the linux-x64 builds of some native packages, so
// `npm install` leaves the other platforms' optional packages out of package-lock.json and `npm ci`
// then refuses the lock. This adds those entries back with their os/cpu, so `npm ci` skips them as
// foreign platforms instead of failing. Run after `npm install`: node scripts/fix-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const id = name.split('/').pop();
  const os = [
    'android',
    'darwin',
    'freebsd',
    'linux',
    'win32',
    'openharmony',
    'netbsd',
    'openbsd',
    'sunos',
    'aix',
  ].find((o) => id.includes(`-${o}-`) || id.endsWith(`-${o}`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32', 'mips64el'].find(
    (c) => id.includes(`-${c}-`) || id.endsWith(`-${c}`) || id.includes(`${c}-`),
  );
  const libc = id.includes('musl') ? 'musl' : id.includes('-gnu') ? 'glibc' : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[base] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    const version = String(range).replace(/^[\^~=]/, '');
    packages[hoisted] = {
      version,
      ...(pkg.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`fix-lockfile: added ${added} foreign-platform optional packages`);
