// A text badge that always faces the camera, sized by its height in world units.
import { useMemo } from 'react';
import { labelTexture, type LabelStyle, PARCHMENT } from './labels';

/** One billboard label; `height` is in world units, the width follows the text; `onTop` draws it over any ship in front. */
export function Label({
  text,
  position,
  height = 0.4,
  style = PARCHMENT,
  opacity = 1,
  onTop = false,
}: {
  text: string;
  position: [number, number, number];
  height?: number;
  style?: LabelStyle;
  opacity?: number;
  onTop?: boolean;
}) {
  const { texture, aspect } = useMemo(() => labelTexture(text, style), [text, style]);
  return (
    <sprite position={position} scale={[height * aspect, height, 1]} renderOrder={onTop ? 6 : 5}>
      <spriteMaterial map={texture} transparent opacity={opacity} depthWrite={false} depthTest={!onTop} />
    </sprite>
  );
}
