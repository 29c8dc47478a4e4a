// How each Luxury kind looks (M5), in the HUD and on the table: a colour and an icon, never colour alone.
import type { Luxury } from '../../../shared/merchant/types';

/** M5: each kind's colour (the scene's goods and banners) and icon (the HUD's counts). */
export const LUXURY_LOOK: Record<Luxury, { colour: string; ink: string; icon: string }> = {
  Silk: { colour: '#c8559b', ink: '#fff7fb', icon: '🧵' },
  Spice: { colour: '#d9622b', ink: '#fff6ee', icon: '🌶️' },
  Tea: { colour: '#4f9a4f', ink: '#f4fff0', icon: '🍵' },
  Porcelain: { colour: '#e9eef8', ink: '#2f4f8f', icon: '🏺' },
  Rum: { colour: '#8a5a2b', ink: '#fff3e0', icon: '🥃' },
};

/** The colour that outlines a kind's chip on the parchment HUD: its own colour, or its ink when the colour is too pale to show there (Porcelain). */
export function luxuryEdge(luxury: Luxury): string {
  const { colour, ink } = LUXURY_LOOK[luxury];
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 200 ? ink : colour;
}
