// /cookies: Swedish legal text, last updated 1 June 2023.
import { LegalDocumentView } from '@client/features/marketing/components/legal-document';
import { COOKIES } from '@client/features/marketing/content/legal';
import { useDocumentTitle } from '@client/features/marketing/hooks/use-document-title';

export default function CookiesPage() {
  useDocumentTitle(COOKIES.title);
  return <LegalDocumentView doc={COOKIES} />;
}
