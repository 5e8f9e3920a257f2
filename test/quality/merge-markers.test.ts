// No half-finished merge lands: a tracked text file with a conflict marker (a line starting '<<<<<<< ' or
// '>>>>>>> ') fails the suite. One reached decision 220 unnoticed, since prose is not compiled.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|css|html|sql|yml|yaml|txt|sh)$|(^|\/)(run|Dockerfile)$/;
export const MARKER = /^(<{7}|>{7}) /m;

describe('merge conflict markers', () => {
  it('are in no tracked text file', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && TEXT.test(f));
    expect(files.length).toBeGreaterThan(100);
    const marked = files.filter((f) => {
      try {
        return MARKER.test(readFileSync(f, 'utf8'));
      } catch {
        return false; // listed but not in the work tree
      }
    });
    expect(marked).toEqual([]);
  });

  it('are recognised (the check can fail)', () => {
    expect(MARKER.test(`text\n${'<'.repeat(7)} HEAD\nmine\n`)).toBe(true);
    expect(MARKER.test(`text\n${'>'.repeat(7)} wt-auth\n`)).toBe(true);
    expect(MARKER.test('Heading\n=======\n> a quote\n')).toBe(false);
  });
});
