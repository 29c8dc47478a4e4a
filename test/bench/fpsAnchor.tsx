// `npm run bench:fps`'s anchor: an empty React-Three-Fiber canvas filling the page, at the light detail the games draw at
// on this screen (the same resolution, antialiasing and opacity, client/shell/detail.ts), so its frame rate is what the browser
// and R3F cost with nothing to draw. test/bench/fps.ts bundles it and runs it in a blank page.
import { createRoot } from 'react-dom/client';
import { Canvas } from '@react-three/fiber';
import { detailFor } from '../../client/shell/detail';

const detail = detailFor('light', false, innerWidth * innerHeight);
const root = document.createElement('div');
root.style.cssText = 'position:fixed;inset:0';
document.body.style.margin = '0';
document.body.append(root);
createRoot(root).render(
  <Canvas dpr={detail.dpr} camera={{ position: [0, 10, 10], fov: 45, near: 0.1, far: 200 }} gl={{ antialias: detail.antialias, preserveDrawingBuffer: true, alpha: !detail.opaque }}>
    <color attach="background" args={['#bfe6ff']} />
  </Canvas>,
);
