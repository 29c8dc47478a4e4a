// The ocean's GLSL: Gerstner waves, depth tint, sky fresnel, sun glints, foam, chalk grid, planner glow and the rim current.
// At light detail (the `LIGHT` define, cheap for a software renderer) the sea is flat and flat-lit: depth tint, still shore foam, grid, glow
// and the current's brighter water, with none of the per-pixel light and moving foam a software renderer pays most for.
import { GERSTNER_GLSL } from './waves';

/** Vertex shader: displace by the waves, pass world position and normal. */
export const OCEAN_VERTEX = /* glsl */ `
  uniform float uTime;
  uniform float uChop;
  varying vec3 vWorld;
  varying vec3 vNormal;
  varying float vHeight;
  ${GERSTNER_GLSL}
  void main() {
    vec3 p = (modelMatrix * vec4(position, 1.0)).xyz;
    vec3 tangent = vec3(1.0, 0.0, 0.0);
    vec3 binormal = vec3(0.0, 0.0, 1.0);
    vec3 displaced = gerstner(p, uTime, uChop, tangent, binormal);
    vNormal = normalize(cross(binormal, tangent));
    vWorld = displaced;
    vHeight = displaced.y;
    gl_Position = projectionMatrix * viewMatrix * vec4(displaced, 1.0);
  }
`;

/** Light detail's vertex shader: the flat sea, facing up, one quad instead of thousands of moving vertices. */
export const FLAT_SEA_VERTEX = /* glsl */ `
  varying vec3 vWorld;
  varying vec3 vNormal;
  varying float vHeight;
  void main() {
    vec3 p = (modelMatrix * vec4(position, 1.0)).xyz;
    vNormal = vec3(0.0, 1.0, 0.0);
    vWorld = p;
    vHeight = 0.0;
    gl_Position = projectionMatrix * viewMatrix * vec4(p, 1.0);
  }
`;

/** Fragment shader; the `LIGHT` define draws light detail's flat water. */
export const OCEAN_FRAGMENT = /* glsl */ `
  uniform float uTime;
  uniform float uChop;
  uniform float uStorm;
  uniform vec3 uSky;
  uniform vec3 uFog;
  uniform vec3 uSun;
  uniform vec2 uFocus;
  uniform float uGrid;
  uniform sampler2D uShallow;
  uniform sampler2D uHighlight;
  uniform float uClearEdge;
  varying vec3 vWorld;
  varying vec3 vNormal;
  varying float vHeight;

  void main() {
    vec2 board = vWorld.xz + 8.0;
    bool onBoard = board.x > 0.0 && board.y > 0.0 && board.x < 16.0 && board.y < 16.0;
    float shallow = onBoard ? texture2D(uShallow, board / 16.0).r : 0.0;
    vec3 deep = mix(vec3(0.122, 0.435, 0.545), vec3(0.16, 0.27, 0.33), uStorm);
    vec3 turquoise = mix(vec3(0.247, 0.757, 0.788), vec3(0.3, 0.5, 0.55), uStorm);
    vec3 water = mix(deep, turquoise, clamp(shallow * 0.9 + vHeight * 0.35, 0.0, 1.0));

    // the rim current: brighter, faster water flowing clockwise
    if (onBoard && (board.x < 1.0 || board.y < 1.0 || board.x > 15.0 || board.y > 15.0)) {
#ifdef LIGHT
      water = mix(water, vec3(0.45, 0.85, 0.9), 0.4);
    }
    vec3 color = mix(water, vec3(1.0), smoothstep(0.72, 0.95, shallow) * 0.45); // still shore foam
    color = mix(color, uSky, smoothstep(6.0, 30.0, distance(cameraPosition, vWorld)) * 0.4); // the sky in the far water, as the fresnel gives it
#else
      float along = board.y < 1.0 ? board.x : board.x > 15.0 ? 16.0 + board.y : board.y > 15.0 ? 48.0 - board.x : 64.0 - board.y;
      float across = board.y < 1.0 ? board.y : board.x > 15.0 ? 16.0 - board.x : board.y > 15.0 ? 16.0 - board.y : board.x;
      float streak = smoothstep(0.75, 1.0, sin(along * 3.1 - uTime * 4.0 + sin(across * 9.0) * 0.8));
      water = mix(water, vec3(0.45, 0.85, 0.9), 0.25 + 0.35 * streak);
    }

    vec3 n = normalize(vNormal);
    vec3 v = normalize(cameraPosition - vWorld);
    float fresnel = pow(1.0 - max(dot(n, v), 0.0), 4.0);
    vec3 color = mix(water, uSky, fresnel * 0.65);
    vec3 r = reflect(-normalize(uSun), n);
    color += vec3(1.0, 0.96, 0.85) * pow(max(dot(r, v), 0.0), 90.0) * (1.0 - uStorm * 0.8) * 1.4;

    float crest = smoothstep(0.16, 0.3, vHeight / max(uChop, 0.3));
    float shore = onBoard ? smoothstep(0.72, 0.95, shallow) * (0.6 + 0.4 * sin(uTime * 1.7 + board.x * 2.0 + board.y * 1.3)) : 0.0;
    color = mix(color, vec3(1.0), clamp(crest * 0.25 + shore * 0.55, 0.0, 0.8));
#endif

    if (onBoard) {
      vec2 cell = fract(board);
      float edge = min(min(cell.x, 1.0 - cell.x), min(cell.y, 1.0 - cell.y));
      float line = 1.0 - smoothstep(0.0, 0.035, edge);
      float near = exp(-distance(vWorld.xz, uFocus) / 5.0);
      color = mix(color, vec3(0.96, 0.93, 0.85), line * uGrid * (0.12 + 0.38 * near));
      vec4 glow = texture2D(uHighlight, (floor(board) + 0.5) / 16.0);
      float inner = smoothstep(0.0, 0.18, edge);
      float rim = (1.0 - smoothstep(0.06, 0.12, edge)) * smoothstep(0.015, 0.045, edge);
      color = mix(color, glow.rgb, glow.a * (0.74 + 0.08 * sin(uTime * 3.0)) * inner);
      color = mix(color, min(glow.rgb * 1.15 + 0.08, vec3(1.0)), glow.a * rim * 0.9);
    }

    color *= 1.0 - 0.3 * uStorm; // storm light
    float fogAmount = smoothstep(16.0, 42.0, distance(cameraPosition.xz, vWorld.xz));
    // a keyed cast: a soft-edged table of water around the board, and nothing beyond it
    float edge = smoothstep(9.5, 15.0, max(abs(vWorld.x), abs(vWorld.z)));
    gl_FragColor = uClearEdge > 0.5 ? vec4(color, 1.0 - edge) : vec4(mix(color, uFog, fogAmount), 1.0);
  }
`;
