// The sky: a soft gradient dome that goes slate grey in storms (docs/rules/ART.md).
import { useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color } from 'three';
import { CALM_SKY, skyGradientMaterial, skyRenderOrder } from '../../../shell/scene/skyGradient';
import { useStore } from '../../../shell/store';
import { useDetail } from '../../../shell/useDetail';

/** The sky dome. */
export function SkyDome() {
  const light = useDetail().light;
  const material = useMemo(() => skyGradientMaterial(), []);
  const calm = useMemo(() => ({ top: new Color(CALM_SKY.top), horizon: new Color(CALM_SKY.horizon), stormTop: new Color('#3a4250'), stormHorizon: new Color('#6b7380') }), []);
  useFrame((_, dt) => {
    const storm = useStore.getState().view?.wind.storm ? 1 : 0;
    const u = material.uniforms;
    const k = Math.min(1, dt);
    u.uTop.value.lerp(storm ? calm.stormTop : calm.top, k);
    u.uHorizon.value.lerp(storm ? calm.stormHorizon : calm.horizon, k);
  });
  return (
    <mesh material={material} renderOrder={skyRenderOrder(light)}>
      <sphereGeometry args={[90, 24, 12]} />
    </mesh>
  );
}
