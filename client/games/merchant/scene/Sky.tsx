// The sky and the day's light, as the first game's calm day (ART.md): a soft gradient dome, sun and sky light, pale haze.
import { useMemo } from 'react';
import { BackSide, Color, ShaderMaterial } from 'three';

const VERTEX = /* glsl */ `
  varying vec3 vDir;
  void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }
`;
const FRAGMENT = /* glsl */ `
  uniform vec3 uTop; uniform vec3 uHorizon; varying vec3 vDir;
  void main() { gl_FragColor = vec4(mix(uHorizon, uTop, smoothstep(-0.05, 0.6, vDir.y)), 1.0); }
`;

/** The sky dome with the first game's calm colours, the sun, the sky light and the haze. */
export function Sky() {
  const material = useMemo(
    () =>
      new ShaderMaterial({
        vertexShader: VERTEX,
        fragmentShader: FRAGMENT,
        side: BackSide,
        depthWrite: false,
        fog: false,
        uniforms: { uTop: { value: new Color('#7ec8f2') }, uHorizon: { value: new Color('#e4f4fc') } },
      }),
    [],
  );
  return (
    <>
      <fog attach="fog" args={['#d6eef9', 34, 90]} />
      <hemisphereLight args={['#e8f6ff', '#2a5b6b', 0.95]} />
      <directionalLight position={[8, 14, 6]} intensity={1.8} />
      <mesh material={material} renderOrder={-2}>
        <sphereGeometry args={[95, 24, 12]} />
      </mesh>
    </>
  );
}
