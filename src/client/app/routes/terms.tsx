// /terms: Swedish legal text, last updated 1 June 2023.
import { LegalDocumentView } from '@/features/marketing/components/legal-document';
import { TERMS } from '@/features/marketing/content/legal';
import { useDocumentTitle } from '@/features/marketing/hooks/use-document-title';

export default function TermsPage() {
  useDocumentTitle(TERMS.title);
  return <LegalDocumentView doc={TERMS} />;
}
