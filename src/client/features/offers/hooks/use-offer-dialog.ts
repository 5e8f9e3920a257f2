// The global offer detail dialog's state (offers feature): which offer id is open (one dialog, mounted once).
import { useSyncExternalStore } from 'react';

let currentId: string | null = null;
/** the element that had focus when the dialog opened: it has no Radix trigger to give focus back to */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openOfferDialog(id: string | number) {
  const focused = document.activeElement;
  opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  currentId = String(id);
  emit();
}
export function closeOfferDialog() {
  currentId = null;
  emit();
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
