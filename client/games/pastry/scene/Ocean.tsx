// The animated ocean: one mesh, one draw call, carrying the grid, the planner's glow and the rim current.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color, type ShaderMaterial, Vector2, Vector3 } from 'three';
import { useStore } from '../../../shell/store';
import { FLAT_SEA_VERTEX, OCEAN_FRAGMENT, OCEAN_VERTEX } from '../../../shell/scene/oceanShader';
import { useDetail } from '../../../shell/useDetail';
import { shallowTexture } from './seaTextures';
import { plannerTexture } from './plannerTexture';
import { worldOf } from './coords';
import { motion } from './motion';

/** Light detail's flat sea: one quad (a software renderer pays for every wave vertex and every lit pixel). */
const LIGHT_DEFINES = { LIGHT: '' };

/**
 * The ocean surface; `clearEdge` fades the far sea to transparent instead of haze, for a cast keyed over a layout. At
 * light detail it is flat and flat-lit (oceanShader.ts); a change of detail makes a new canvas, so a new sea.
 */
export function Ocean({ clearEdge = false }: { clearEdge?: boolean }) {
  const light = useDetail().light;
  const land = useStore((s) => s.view?.board.land);
  const material = useRef<ShaderMaterial>(null);
  const uniforms = useMemo(
    () => ({
      uTime: { value: 0 },
      uChop: { value: 1 },
      uStorm: { value: 0 },
      uSky: { value: new Color('#bfe6ff') },
      uFog: { value: new Color('#cfeaf7') },
      uSun: { value: new Vector3(0.4, 0.8, 0.3) },
      uFocus: { value: new Vector2(0, 0) },
      uGrid: { value: 1 },
      uShallow: { value: shallowTexture([]) },
      uHighlight: { value: plannerTexture },
      uClearEdge: { value: clearEdge ? 1 : 0 },
    }),
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const landKey = land?.map(([x, y]) => `${x},${y}`).join(' ');
  useEffect(() => {
    if (!land) return;
    const texture = shallowTexture(land);
    const previous = uniforms.uShallow.value;
    uniforms.uShallow.value = texture;
    previous.dispose();
  }, [landKey, uniforms]); // eslint-disable-line react-hooks/exhaustive-deps

  useFrame((_, dt) => {
    const s = useStore.getState();
    const storm = s.view?.wind.storm || s.view?.wind.stormWarning ? 1 : 0;
    const u = uniforms;
    u.uTime.value += dt * (s.settings.reducedMotion ? 0.35 : 1);
    const targetChop = (s.settings.reducedMotion ? 0.5 : 1) * (storm ? 1.8 : 1);
    u.uChop.value += (targetChop - u.uChop.value) * Math.min(1, dt);
    u.uStorm.value += ((s.view?.wind.storm ? 1 : 0) - u.uStorm.value) * Math.min(1, dt);
    u.uSky.value.lerpColors(motion.skyCalm, motion.skyStorm, u.uStorm.value);
    u.uFog.value.copy(u.uSky.value).lerp(motion.white, 0.15);
    const me = s.view && s.seat !== null ? s.view.captains[s.seat] : null;
    const focus = me ? worldOf(me.pos) : [0, 0, 0];
    u.uFocus.value.set(focus[0], focus[2]);
  });

  return (
    <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, 0, 0]} renderOrder={-1}>
      <planeGeometry args={light ? [72, 72, 1, 1] : [72, 72, 144, 144]} />
      <shaderMaterial
        ref={material}
        vertexShader={light ? FLAT_SEA_VERTEX : OCEAN_VERTEX}
        fragmentShader={OCEAN_FRAGMENT}
        {...(light && { defines: LIGHT_DEFINES })}
        uniforms={uniforms}
        transparent={clearEdge}
        depthWrite
      />
    </mesh>
  );
}
