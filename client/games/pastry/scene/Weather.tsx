// The day's light: bright sun and pale haze on calm days, dim grey light and slate fog while a storm blows (R14, docs/rules/ART.md).
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { Color, type DirectionalLight, type Fog, type HemisphereLight } from 'three';
import { useStore } from '../../../shell/store';
import { FOG_RANGE } from './CameraRig';

const CALM = { sun: 1.8, sky: 0.9, fog: new Color('#cfeaf7') };
const STORM = { sun: 0.55, sky: 0.5, fog: new Color('#6f7c88') };

/** Sun, sky light and fog, easing toward storm light while a storm blows; `fog={false}` for a cast keyed over a layout. */
export function Weather({ fog = true }: { fog?: boolean }) {
  const sun = useRef<DirectionalLight>(null);
  const sky = useRef<HemisphereLight>(null);
  const storm = useRef(0);
  useFrame(({ scene }, dt) => {
    const target = useStore.getState().view?.wind.storm ? 1 : 0;
    storm.current += (target - storm.current) * Math.min(1, dt);
    const k = storm.current;
    if (sun.current) sun.current.intensity = CALM.sun + (STORM.sun - CALM.sun) * k;
    if (sky.current) sky.current.intensity = CALM.sky + (STORM.sky - CALM.sky) * k;
    (scene.fog as Fog | null)?.color.lerpColors(CALM.fog, STORM.fog, k);
  });
  return (
    <>
      {fog && <fog attach="fog" args={[CALM.fog.getHex(), ...FOG_RANGE]} />}
      <hemisphereLight ref={sky} args={['#e8f6ff', '#2a5b6b', CALM.sky]} />
      <directionalLight
        ref={sun}
        position={[8, 14, 6]}
        intensity={CALM.sun}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-11}
        shadow-camera-right={11}
        shadow-camera-top={11}
        shadow-camera-bottom={-11}
      />
    </>
  );
}
