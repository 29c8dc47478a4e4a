// The sky: a soft gradient dome that goes slate grey in storms (ART.md).
import { useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import { BackSide, Color, ShaderMaterial } from 'three';
import { useStore } from '../store';

const VERTEX = /* glsl */ `
  varying vec3 vDir;
  void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }
`;
const FRAGMENT = /* glsl */ `
  uniform vec3 uTop; uniform vec3 uHorizon; varying vec3 vDir;
  void main() { gl_FragColor = vec4(mix(uHorizon, uTop, smoothstep(-0.05, 0.6, vDir.y)), 1.0); }
`;

/** The sky dome. */
export function SkyDome() {
  const material = useMemo(
    () =>
      new ShaderMaterial({
        vertexShader: VERTEX,
        fragmentShader: FRAGMENT,
        side: BackSide,
        depthWrite: false,
        uniforms: { uTop: { value: new Color('#7ec8f2') }, uHorizon: { value: new Color('#e4f4fc') } },
      }),
    [],
  );
  const calm = useMemo(() => ({ top: new Color('#7ec8f2'), horizon: new Color('#e4f4fc'), stormTop: new Color('#3a4250'), stormHorizon: new Color('#6b7380') }), []);
  useFrame((_, dt) => {
    const storm = useStore.getState().view?.wind.storm ? 1 : 0;
    const u = material.uniforms;
    const k = Math.min(1, dt);
    u.uTop.value.lerp(storm ? calm.stormTop : calm.top, k);
    u.uHorizon.value.lerp(storm ? calm.stormHorizon : calm.horizon, k);
  });
  return (
    <mesh material={material} renderOrder={-2}>
      <sphereGeometry args={[90, 24, 12]} />
    </mesh>
  );
}
