// 'Rapportera' for a page a visitor also sees (an offer, a profile): the dialog with its form and zod is its own
// chunk, loaded for a signed-in member only, so a visitor's hydration carries none of it (issue 22).
import { lazy, Suspense, type ComponentProps } from 'react';

const ReportDialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export function LazyReportDialog(props: ComponentProps<typeof ReportDialog>) {
  return (
    <Suspense fallback={null}>
      <ReportDialog {...props} />
    </Suspense>
  );
}
