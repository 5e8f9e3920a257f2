// Sets the tab title of a public page ("Vanliga frågor – Samverka"); the start page keeps the site title.
import { useEffect } from 'react';

const SITE_TITLE = 'Samverka – sponsring och samarbeten';

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} – Samverka` : SITE_TITLE;
    return () => {
      document.title = SITE_TITLE;
    };
  }, [title]);
}
