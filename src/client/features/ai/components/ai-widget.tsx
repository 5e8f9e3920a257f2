/** The floating AI widget (built in the AI feature). */
export function AiWidget() {
  return null;
}
