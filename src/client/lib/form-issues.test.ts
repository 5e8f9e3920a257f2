import { describe, expect, it, vi } from 'vitest';
import { showIssues } from './form-issues';

describe('showIssues', () => {
  it('sets the first message of each field, by the first part of its path', () => {
    const setError = vi.fn();
    const count = showIssues(setError, [
      { path: ['title'], message: 'Titeln saknas.' },
      { path: ['title'], message: 'Titeln är för kort.' },
      { path: ['links', 2], message: 'Ogiltig länk.' },
      { path: [], message: 'Hela formuläret' },
    ]);
    expect(setError.mock.calls).toEqual([
      ['title', { message: 'Titeln saknas.' }],
      ['links', { message: 'Ogiltig länk.' }],
    ]);
    expect(count).toBe(2);
  });

  it('places an issue where the form says (a role’s skill under the role’s picker)', () => {
    const setError = vi.fn();
    const fieldOf = (path: readonly PropertyKey[]) =>
      (path[0] === 'roles' && path[2] === 'skills' ? path.slice(0, 3) : path).join('.');
    showIssues(
      setError,
      [
        { path: ['roles', 0, 'skills', 3], message: 'Okänd kompetens.' },
        { path: ['roles', 0, 'skills', 4], message: 'Okänd kompetens igen.' },
        { path: ['roles', 1, 'title'], message: 'Rollen saknar titel.' },
      ],
      fieldOf,
    );
    expect(setError.mock.calls.map(([name]) => name)).toEqual(['roles.0.skills', 'roles.1.title']);
  });
});
