// A captain's flag as a coloured glyph: colour and shape together, so colour-blind players can tell ships apart (docs/rules/ART.md).
import { SEAT_COLOURS, SEAT_FLAGS } from '../scene/seatColours';

/** Each flag's glyph, the same wherever a seat is named (HUD, cheer bar, cards). */
export const FLAG_SYMBOL: Record<string, string> = { triangle: '▲', swallowtail: '⋗', square: '■', pennant: '➤', star: '★', circle: '●' };

/** One seat's flag. */
export function Flag({ seat }: { seat: number }) {
  return (
    <span className="flag" style={{ color: SEAT_COLOURS[seat] }} title={`${SEAT_FLAGS[seat]} flag`}>
      {FLAG_SYMBOL[SEAT_FLAGS[seat]]}
    </span>
  );
}
