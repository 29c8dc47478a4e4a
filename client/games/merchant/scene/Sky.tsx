// The sky and the day's light, as the first game's calm day (docs/rules/ART.md): a soft gradient dome, sun and sky light, pale haze.
import { useMemo } from 'react';
import { skyGradientMaterial, skyRenderOrder } from '../../../shell/scene/skyGradient';
import { useDetail } from '../../../shell/useDetail';

/** The sun and the sky's light alone: what a keyed cast draws the table under, with no dome or haze. */
export function SkyLight() {
  return (
    <>
      <hemisphereLight args={['#e8f6ff', '#2a5b6b', 0.95]} />
      <directionalLight position={[8, 14, 6]} intensity={1.8} />
    </>
  );
}

/** The sky dome with the first game's calm colours, the sun, the sky light and the haze. */
export function Sky() {
  const light = useDetail().light;
  const material = useMemo(() => skyGradientMaterial(), []);
  return (
    <>
      <fog attach="fog" args={['#d6eef9', 34, 90]} />
      <SkyLight />
      <mesh material={material} renderOrder={skyRenderOrder(light)}>
        <sphereGeometry args={[95, 24, 12]} />
      </mesh>
    </>
  );
}
