// The Gerstner waves, once: the same numbers drive the ocean's vertex shader and the ships' bobbing.

/** One wave: direction (x, z), wavelength, steepness, amplitude scale. */
type Wave = [dx: number, dz: number, length: number, steepness: number];

/** Calm-day waves; storms scale them up (docs/rules/ART.md: gentle on calm days, choppy on storm days). */
export const WAVES: Wave[] = [
  [1.0, 0.35, 7.0, 0.16],
  [-0.45, 1.0, 4.3, 0.13],
  [0.7, -0.8, 2.6, 0.1],
  [-0.9, -0.2, 1.7, 0.07],
];

/** GLSL for the waves, with `uChop` scaling steepness; returns the displaced position and accumulates the normal. */
export const GERSTNER_GLSL = /* glsl */ `
  vec3 gerstner(vec3 p, float t, float chop, inout vec3 tangent, inout vec3 binormal) {
    vec3 offset = vec3(0.0);
    ${WAVES.map(([dx, dz, length, steep], i) => {
      const norm = Math.hypot(dx, dz);
      return `{
      vec2 d = vec2(${(dx / norm).toFixed(4)}, ${(dz / norm).toFixed(4)});
      float k = ${((2 * Math.PI) / length).toFixed(4)};
      float c = sqrt(9.8 / k);
      float a = ${steep.toFixed(3)} * chop / k;
      float f = k * (dot(d, p.xz) - c * t * 0.35);
      offset += vec3(d.x * a * cos(f), a * sin(f), d.y * a * cos(f));
      tangent += vec3(-d.x * d.x * ${steep.toFixed(3)} * chop * sin(f), d.x * ${steep.toFixed(3)} * chop * cos(f), -d.x * d.y * ${steep.toFixed(3)} * chop * sin(f));
      binormal += vec3(-d.x * d.y * ${steep.toFixed(3)} * chop * sin(f), d.y * ${steep.toFixed(3)} * chop * cos(f), -d.y * d.y * ${steep.toFixed(3)} * chop * sin(f));
    } // wave ${i}`;
    }).join('\n')}
    return p + offset;
  }
`;

/** The wave height and slope at a world point, matching the shader (for ships bobbing and rolling). */
export function waveAt(x: number, z: number, t: number, chop: number): { height: number; slopeX: number; slopeZ: number } {
  let height = 0;
  let slopeX = 0;
  let slopeZ = 0;
  for (const [dx, dz, length, steep] of WAVES) {
    const norm = Math.hypot(dx, dz);
    const d0 = dx / norm;
    const d1 = dz / norm;
    const k = (2 * Math.PI) / length;
    const c = Math.sqrt(9.8 / k);
    const a = (steep * chop) / k;
    const f = k * (d0 * x + d1 * z - c * t * 0.35);
    height += a * Math.sin(f);
    slopeX += d0 * steep * chop * Math.cos(f);
    slopeZ += d1 * steep * chop * Math.cos(f);
  }
  return { height, slopeX, slopeZ };
}
