// POST /api/contact: the fetcher and its mutation hook. The sending state lasts at least TIMING.contactSendMs (spec: about 1.5 s).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import type { TContactMessage } from '@shared/schemas/contact';
import { TIMING } from '@shared/constants';

export type SendContactMessageResult = { id: string };

export function sendContactMessage(input: TContactMessage): Promise<SendContactMessageResult> {
  return unwrap(api.contact.$post({ json: input }));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends and waits out the minimum sending time either way, so a fast answer does not flash the state. */
export async function sendContactMessageWithMinimumDelay(
  input: TContactMessage,
  minimumMs: number = TIMING.contactSendMs,
): Promise<SendContactMessageResult> {
  const [result] = await Promise.allSettled([sendContactMessage(input), wait(minimumMs)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: (input: TContactMessage) => sendContactMessageWithMinimumDelay(input) });
}
