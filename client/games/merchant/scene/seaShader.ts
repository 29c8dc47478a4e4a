// The Merchant sea's fragment shader (its vertex shader is the first game's OCEAN_VERTEX, with the shared waves): the first game's look (deep teal to turquoise
// shallows, sky fresnel, sun glints, crest and shore foam), with the Trade board chalked on it instead of a grid. At light
// detail (the `LIGHT` define, cheap for a software renderer, with the flat FLAT_SEA_VERTEX) it keeps the tint, a still shore foam and the chalk.

/** Fragment shader: `uLand` holds up to six islands (x, z, radius) and `uShoreX` the home shore's edge. */
export const SEA_FRAGMENT = /* glsl */ `
  uniform float uTime;
  uniform float uChop;
  uniform vec3 uSky;
  uniform vec3 uFog;
  uniform vec3 uSun;
  uniform float uShoreX;
  uniform vec3 uLand[6];
  uniform sampler2D uChalk;
  uniform vec4 uChalkArea;
  varying vec3 vWorld;
  varying vec3 vNormal;
  varying float vHeight;

  void main() {
    // distance to the nearest land: the home shore or an island
    float d = vWorld.x - uShoreX;
    for (int i = 0; i < 6; i++) d = min(d, distance(vWorld.xz, uLand[i].xy) - uLand[i].z);
    float shallow = 1.0 - smoothstep(0.0, 2.2, d);
    vec3 deep = vec3(0.122, 0.435, 0.545);
    vec3 turquoise = vec3(0.247, 0.757, 0.788);
    vec3 water = mix(deep, turquoise, clamp(shallow * 0.95 + vHeight * 0.35, 0.0, 1.0));

#ifdef LIGHT
    vec3 color = mix(water, vec3(1.0), (1.0 - smoothstep(0.0, 0.45, d)) * 0.6);
    color = mix(color, uSky, smoothstep(6.0, 30.0, distance(cameraPosition, vWorld)) * 0.4); // the sky in the far water, as the fresnel gives it
#else
    vec3 n = normalize(vNormal);
    vec3 v = normalize(cameraPosition - vWorld);
    float fresnel = pow(1.0 - max(dot(n, v), 0.0), 4.0);
    vec3 color = mix(water, uSky, fresnel * 0.65);
    vec3 r = reflect(-normalize(uSun), n);
    color += vec3(1.0, 0.96, 0.85) * pow(max(dot(r, v), 0.0), 90.0) * 1.4;

    float crest = smoothstep(0.16, 0.3, vHeight / max(uChop, 0.3));
    float shore = (1.0 - smoothstep(0.0, 0.45, d)) * (0.6 + 0.4 * sin(uTime * 1.7 + vWorld.x * 2.0 + vWorld.z * 1.3));
    color = mix(color, vec3(1.0), clamp(crest * 0.25 + shore * 0.6, 0.0, 0.85));
#endif

    vec2 uv = (vWorld.xz - uChalkArea.xy) / uChalkArea.zw;
    if (uv.x > 0.0 && uv.y > 0.0 && uv.x < 1.0 && uv.y < 1.0) {
      vec4 chalk = texture2D(uChalk, uv);
      color = mix(color, chalk.rgb, chalk.a * 0.55);
    }

    float fogAmount = smoothstep(22.0, 50.0, distance(cameraPosition.xz, vWorld.xz));
    gl_FragColor = vec4(mix(color, uFog, fogAmount), 1.0);
  }
`;
