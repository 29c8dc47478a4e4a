// Where the recap's bar stands on a phone: in the lowest band of the screen that no HUD panel or control crosses, so it
// covers none of them (at a fixed place over the sea it covered the spectators' cheer panel and a caption).

/** A panel's vertical extent on the screen, in px. */
export type Span = { top: number; bottom: number };

/**
 * The top (px) for a bar `height` px tall, `margin` px clear of every span, in the lowest free band of a screen `screen`
 * px tall; null when no band is tall enough.
 */
export function clearTop(spans: readonly Span[], height: number, screen: number, margin: number): number | null {
  const sorted = spans.filter((s) => s.bottom > 0 && s.top < screen).sort((a, b) => a.top - b.top);
  const gaps: Span[] = [];
  let reached = 0;
  for (const span of sorted) {
    if (span.top > reached) gaps.push({ top: reached, bottom: span.top });
    reached = Math.max(reached, span.bottom);
  }
  if (reached < screen) gaps.push({ top: reached, bottom: screen });
  const fits = gaps.filter((g) => g.bottom - g.top >= height + 2 * margin);
  const lowest = fits.at(-1);
  return lowest ? lowest.bottom - margin - height : null;
}
