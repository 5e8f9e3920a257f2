/** The global offer detail dialog (built in the offers feature). */
export function OfferDialogHost() {
  return null;
}
