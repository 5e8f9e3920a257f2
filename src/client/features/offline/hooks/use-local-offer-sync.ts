// Submits the offers saved locally while offline as soon as the connection is back and a user is signed in,
// and tells the user how it went. Runs once per browser at a time (Web Locks), so two tabs never double-post.
// What submitting means (POST /api/offers) is passed in by the app, which composes the offers feature.
import { useEffect, useRef } from 'react';
import { toast } from '@client/lib/toast';
import { ApiError } from '@client/lib/api-client';
import { useAuth } from '@client/lib/auth';
import { useConnection } from '@client/lib/connection';
import type { TOfferFormInput } from '@shared/schemas/offer';
import { OFFLINE_UI } from '@client/features/offline/texts';
import { getLocalOffers, markLocalOfferFailed, removeLocalOffer, useLocalOffers } from './use-local-offers';

const LOCK = 'samverka-local-offers-sync';

async function withLock(run: () => Promise<void>) {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) await locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? run() : undefined));
  else await run();
}

export interface LocalOfferSyncOptions {
  /** sends one saved offer to the server; an ApiError tells whether to retry later */
  submit: (values: TOfferFormInput) => Promise<unknown>;
  /** after at least one was sent (e.g. refresh the offer lists) */
  onSubmitted?: () => void;
}

export function useLocalOfferSync({ submit, onSubmitted }: LocalOfferSyncOptions) {
  const { connected } = useConnection();
  const { user } = useAuth();
  const local = useLocalOffers();
  const running = useRef(false);
  const userId = user?.id ?? null;
  const pending = local.filter((o) => !o.error && (o.user_id === null || o.user_id === userId)).length;

  useEffect(() => {
    if (!connected || !userId || pending === 0 || running.current) return;
    running.current = true;
    void withLock(async () => {
      let sent = 0;
      // read again inside the lock: another tab may have sent some meanwhile
      for (const entry of getLocalOffers()) {
        if (entry.error || (entry.user_id !== null && entry.user_id !== userId)) continue;
        try {
          await submit(entry.values);
          removeLocalOffer(entry.id);
          sent++;
        } catch (error) {
          if (error instanceof ApiError && error.isUnavailable) break; // still offline: try again later
          if (error instanceof ApiError && (error.status === 401 || error.status === 429)) break;
          const message = error instanceof Error ? error.message : String(error);
          markLocalOfferFailed(entry.id, message);
          toast.error(OFFLINE_UI.localFailed, { description: `${entry.values.title ?? ''}: ${message}` });
        }
      }
      if (sent > 0) {
        toast.success(OFFLINE_UI.localSubmitted(sent), { description: OFFLINE_UI.localSubmittedText });
        onSubmitted?.();
      }
    }).finally(() => {
      running.current = false;
    });
  }, [connected, userId, pending, submit, onSubmitted]);
}
