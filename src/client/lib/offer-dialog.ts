// The global offer detail dialog's state: which offer id is open (one dialog, mounted once).
import { useSyncExternalStore } from 'react';

let currentId: string | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openOfferDialog(id: string | number) {
  currentId = String(id);
  emit();
}
export function closeOfferDialog() {
  currentId = null;
  emit();
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
