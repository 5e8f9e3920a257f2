// The global offer detail dialog's state (offers feature): which offer id is open (one dialog, mounted once).
// An offer of the server gets its own address while the dialog is open (/sponsorship/:id, issue 16): the
// link can be copied, a reload shows the offer page, and Back closes the dialog.
import { useSyncExternalStore } from 'react';
import { historyEntry } from '@client/lib/router';

let currentId: string | null = null;
/** the address pushed for the open dialog, while it is the current history entry */
let pushedPath: string | null = null;
/** the element that had focus when the dialog opened: it has no Radix trigger to give focus back to */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const offerPath = (id: string) => `/sponsorship/${id}`;

// Back (or Forward) away from the pushed address closes the dialog; the router stays on the list.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    if (currentId === null || pushedPath === null || window.location.pathname === pushedPath) return;
    currentId = null;
    pushedPath = null;
    emit();
  });
}

export function openOfferDialog(id: string | number) {
  const focused = document.activeElement;
  opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  currentId = String(id);
  if (/^\d+$/.test(currentId) && window.location.pathname !== offerPath(currentId)) {
    // an entry the router can read (Forward to it draws the offer page); the router itself stays on the list
    pushedPath = offerPath(currentId);
    window.history.pushState(historyEntry(`offer-${currentId}`), '', pushedPath);
  }
  emit();
}

/** Closes the dialog where it stands, for a link or button in it that navigates elsewhere. */
export function closeOfferDialog() {
  currentId = null;
  pushedPath = null;
  emit();
}

/** Closes the dialog as the person asked (close button, Escape, outside): its address is left as Back would. */
export function dismissOfferDialog() {
  const pushed = pushedPath !== null && window.location.pathname === pushedPath;
  closeOfferDialog();
  if (pushed) window.history.back();
}

/** Gives focus back to the element that opened the dialog, when it is still on the page. */
export function returnFocusToOpener() {
  const element = opener;
  opener = null;
  if (element?.isConnected) element.focus();
}
export function useOfferDialogId(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentId,
    () => null,
  );
}
