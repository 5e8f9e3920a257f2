// Keeps a profile's offers and the owner's notices fresh: offer changes arrive through the realtime hub.
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@client/lib/realtime';
import { profileKeys } from '@client/features/profiles/api/keys';

export function useProfileRealtime(profileId: string | undefined) {
  const queryClient = useQueryClient();
  useRealtimeEvent(['offer_changed', 'reconnect'], (event) => {
    if (!profileId || event.type === 'reconnect' || event.user === profileId || event.public) {
      void queryClient.invalidateQueries({ queryKey: profileId ? profileKeys.offers(profileId) : profileKeys.all });
    }
    // an admin removing one of my offers is an offer change addressed to me
    void queryClient.invalidateQueries({ queryKey: profileKeys.notices() });
  });
}
