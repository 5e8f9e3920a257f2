// /gdpr: Swedish legal text, last updated 1 June 2023.
import { LegalDocumentView } from '@client/features/marketing/components/legal-document';
import { GDPR } from '@client/features/marketing/content/legal';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';

export default function GdprPage() {
  useDocumentTitle(GDPR.title);
  return <LegalDocumentView doc={GDPR} />;
}
