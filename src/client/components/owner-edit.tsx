// The edit page of something its owner published and an admin approves (a project, a grant programme):
// a spinner while it loads, not found, not the caller's own, else the notice that an edit is reviewed
// again, then the page's form and delete button.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '@client/components/ui/spinner';

export function OwnerEdit<T>({
  query,
  isOwn,
  isApproved,
  texts,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  isOwn: (item: T) => boolean;
  isApproved: (item: T) => boolean;
  texts: { notFound: string; notOwn: string; pending: string; review: string };
  /** the review notice's test id */
  testId: string;
  children: (item: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert">{query.error.message || texts.notFound}</p>;
  if (!isOwn(query.data)) return <p role="alert">{texts.notOwn}</p>;
  return (
    <div className="space-y-6">
      <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid={testId}>
        {!isApproved(query.data) && <strong>{texts.pending} </strong>}
        {texts.review}
      </p>
      {children(query.data)}
    </div>
  );
}
