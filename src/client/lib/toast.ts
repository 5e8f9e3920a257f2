// The app's toasts (issue 22, decision 220). The toast library (sonner) is not part of a page's first
// JavaScript: its chunk is loaded when the first toast is asked for, and the toaster (app/provider.tsx) is
// mounted then. A toast asked for before the toaster is on the page waits here and is shown, in order, once
// it is: none is lost to a library or a toaster that has not arrived yet.
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Call = (sonner: Sonner) => void;

let mounted: Sonner | undefined;
const waiting: Call[] = [];
const onWanted = new Set<() => void>();
let wanted = false;

function send(call: Call) {
  if (mounted) {
    call(mounted);
    return;
  }
  waiting.push(call);
  if (wanted) return;
  wanted = true;
  for (const listener of onWanted) listener();
}

/** sonner's `toast`, `toast.success`, `toast.error` and `toast.info`, queued until the toaster is mounted */
export const toast = Object.assign((message: Message, data?: ExternalToast) => send((s) => s(message, data)), {
  success: (message: Message, data?: ExternalToast) => send((s) => s.success(message, data)),
  error: (message: Message, data?: ExternalToast) => send((s) => s.error(message, data)),
  info: (message: Message, data?: ExternalToast) => send((s) => s.info(message, data)),
});

/** A toast has been asked for: the toaster should be on the page (for useSyncExternalStore). */
export const toastWanted = () => wanted;
export function subscribeToastWanted(listener: () => void) {
  onWanted.add(listener);
  return () => {
    onWanted.delete(listener);
  };
}

/**
 * Called by the toaster once it is mounted and listening (the library's `toast`): the waiting toasts
 * are shown and later ones go straight through. The returned function is for its unmounting.
 */
export function toasterMounted(sonner: Sonner): () => void {
  mounted = sonner;
  for (const call of waiting.splice(0)) call(sonner);
  return () => {
    if (mounted === sonner) mounted = undefined;
  };
}
