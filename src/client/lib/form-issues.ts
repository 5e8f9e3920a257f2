// A form checked with a shared zod schema before sending shows each issue under its field: the first
// message of each field, at the field `fieldOf` names for the issue's path (by default its first part).
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** Sets the first issue of each field as that field's error; answers how many fields got one. */
export function showIssues<V extends FieldValues>(
  setError: UseFormSetError<V>,
  issues: readonly FieldIssue[],
  fieldOf: (path: readonly PropertyKey[]) => string | undefined = (path) =>
    path[0] === undefined ? undefined : String(path[0]),
): number {
  const seen = new Set<string>();
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    setError(name as FieldPath<V>, { message: issue.message });
  }
  return seen.size;
}
