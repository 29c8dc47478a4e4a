// The sky dome's gradient (docs/rules/ART.md): one material for both games' skies, from a calm top colour to a pale horizon.
import { BackSide, Color, ShaderMaterial } from 'three';

/**
 * Where a sky dome is drawn among the opaque world. Full detail draws it first (-2); light detail after the rest,
 * so the depth test skips every pixel the sea and islands cover and a software renderer shades only the sky you see.
 */
export function skyRenderOrder(light: boolean): number {
  return light ? 10 : -2;
}

/** docs/rules/ART.md's calm day: the sky's top and horizon colours. */
export const CALM_SKY = { top: '#7ec8f2', horizon: '#e4f4fc' };

const VERTEX = /* glsl */ `
  varying vec3 vDir;
  void main() { vDir = normalize(position); gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0); }
`;
const FRAGMENT = /* glsl */ `
  uniform vec3 uTop; uniform vec3 uHorizon; varying vec3 vDir;
  void main() { gl_FragColor = vec4(mix(uHorizon, uTop, smoothstep(-0.05, 0.6, vDir.y)), 1.0); }
`;

/** A dome's material, drawn from inside, behind everything and unfogged; `uTop` and `uHorizon` may be moved (a storm greys them). */
export function skyGradientMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader: VERTEX,
    fragmentShader: FRAGMENT,
    side: BackSide,
    depthWrite: false,
    fog: false,
    uniforms: { uTop: { value: new Color(CALM_SKY.top) }, uHorizon: { value: new Color(CALM_SKY.horizon) } },
  });
}
