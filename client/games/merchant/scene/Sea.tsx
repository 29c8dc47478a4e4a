// The sea of Merchant Voyages: one mesh, one draw call, the first game's waves and colours with the board chalked on it.
import { useEffect, useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color, Vector3, Vector4 } from 'three';
import { SEA_FRAGMENT } from './seaShader';
import { FLAT_SEA_VERTEX, OCEAN_VERTEX } from '../../../shell/scene/oceanShader';
import { useDetail } from '../../../shell/useDetail';
import { CHALK_AREA, chalkMapTexture } from './chalkMap';
import { PIRATE_ROCK, PORT_Z, SHORE_X, segmentCentreX } from './layout';

/** The islands the shallows and shore foam wrap: the three ports and the Pirate rock (x, z, radius). */
export const ISLANDS: [number, number, number][] = [
  [segmentCentreX(1), PORT_Z - 0.9, 1.7],
  [segmentCentreX(2), PORT_Z - 0.9, 1.8],
  [segmentCentreX(3), PORT_Z - 0.9, 1.9],
  [PIRATE_ROCK[0], PIRATE_ROCK[2], 0.8],
  [-40, -40, 0],
  [-40, -40, 0],
];

/** Light detail's flat sea: one quad (a software renderer pays for every wave vertex and every lit pixel). */
const LIGHT_DEFINES = { LIGHT: '' };

/** The sea surface; `reduced` calms the waves and slows them (reduced motion); flat and flat-lit at light detail (seaShader.ts). */
export function Sea({ reduced = false }: { reduced?: boolean }) {
  const light = useDetail().light;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the uniforms are made once; useFrame updates them
  const uniforms = useMemo(
    () => ({
      uTime: { value: 0 },
      uChop: { value: reduced ? 0.5 : 1 },
      uSky: { value: new Color('#bfe6ff') },
      uFog: { value: new Color('#d6eef9') },
      uSun: { value: new Vector3(0.4, 0.8, 0.3) },
      uShoreX: { value: SHORE_X },
      uLand: { value: ISLANDS.map(([x, z, r]) => new Vector3(x, z, r)) },
      uChalk: { value: chalkMapTexture() },
      uChalkArea: { value: new Vector4(CHALK_AREA.x, CHALK_AREA.z, CHALK_AREA.w, CHALK_AREA.d) },
    }),
    [],
  );
  useEffect(() => () => uniforms.uChalk.value.dispose(), [uniforms]);
  useFrame((_, dt) => {
    uniforms.uTime.value += dt * (reduced ? 0.35 : 1);
    uniforms.uChop.value = reduced ? 0.5 : 1;
  });
  return (
    <mesh rotation={[-Math.PI / 2, 0, 0]} renderOrder={-1}>
      <planeGeometry args={light ? [90, 70, 1, 1] : [90, 70, 150, 110]} />
      <shaderMaterial vertexShader={light ? FLAT_SEA_VERTEX : OCEAN_VERTEX} fragmentShader={SEA_FRAGMENT} {...(light && { defines: LIGHT_DEFINES })} uniforms={uniforms} />
    </mesh>
  );
}
