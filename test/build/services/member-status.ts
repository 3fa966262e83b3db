/** The member status of a card status: REGULAR gives regular, GOLD gives gold, NO_CARD gives false, anything else undefined. */
export function memberStatus(cardStatus: unknown): "regular" | "gold" | false | undefined {
  if (cardStatus === "REGULAR") return "regular";
  if (cardStatus === "GOLD") return "gold";
  return cardStatus === "NO_CARD" ? false : undefined;
}
