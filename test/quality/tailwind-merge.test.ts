// `cn()` merges with a cut-down tailwind-merge (src/client/lib/tailwind-merge-config.ts, issue 22): for every
// pair of the classes written in the client's source, in both orders, it must give what the library's full
// `twMerge` gives. twMerge decides each class by the classes after it, one pair at a time (a later class of
// the same group, or of a group that conflicts with it, removes it), so equal pairs mean equal merges of
// any list of these classes.
import { describe, expect, it } from 'vitest';
import { twMerge as fullTwMerge } from 'tailwind-merge';
import { twMerge } from '@client/lib/tailwind-merge-config';
import { cn } from '@client/lib/utils';
import { classVocabulary } from '../../scripts/tailwind-merge-config.js';

describe("cn()'s tailwind-merge", () => {
  const words = classVocabulary();

  it('sees the classes of the source (the pairs below are not empty)', () => {
    expect(words.length).toBeGreaterThan(300);
    for (const w of ['px-3', 'hover:bg-accent', 'focus-visible:ring-2', 'xl:flex', 'text-muted-foreground'])
      expect(words).toContain(w);
  });

  it("merges every pair of the app's classes as the full configuration does", () => {
    const differences: string[] = [];
    for (const a of words)
      for (const b of words) {
        const classes = `${a} ${b}`;
        if (twMerge(classes) !== fullTwMerge(classes)) differences.push(classes);
      }
    expect(differences.slice(0, 20), 'run `npx tsx scripts/tailwind-merge-config.ts`').toEqual([]);
  }, 120_000);

  it('a later class wins over its group and the groups it conflicts with', () => {
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('bg-primary text-sm', false, 'bg-destructive')).toBe('text-sm bg-destructive');
    expect(cn('focus-visible:ring-2', 'focus-visible:ring-0')).toBe('focus-visible:ring-0');
  });

  it('the check can fail: a group no class of the app uses is not merged', () => {
    expect(fullTwMerge('skew-x-3 skew-x-6')).toBe('skew-x-6');
    expect(twMerge('skew-x-3 skew-x-6')).toBe('skew-x-3 skew-x-6');
  });
});
