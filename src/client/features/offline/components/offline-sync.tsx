// Mounted once by the app: submits the offers saved while offline when the connection is back.
import { useLocalOfferSync, type LocalOfferSyncOptions } from '@client/features/offline/hooks/use-local-offer-sync';

export function OfflineSync(props: LocalOfferSyncOptions) {
  useLocalOfferSync(props);
  return null;
}
