// How much the 3D scene draws. A computer without graphics acceleration draws WebGL on its processor (SwiftShader,
// llvmpipe): there, antialiasing, shadows and a full-resolution canvas cost a frame a second or more, so by default the
// scene draws light on such a renderer and in full on a graphics card. A player can pick either in the corner menu.

/** A player's choice: `auto` picks by the renderer. */
export type DetailSetting = 'auto' | 'full' | 'light';

/** What a canvas draws. */
export type Detail = {
  light: boolean;
  key: 'full' | 'light'; // a canvas's React key: antialiasing is fixed when the WebGL context is made, so a change of detail makes a new one
  dpr: number | [number, number];
  antialias: boolean;
  shadows: 'percentage' | false;
  opaque: boolean; // the canvas has no alpha: the page under it is never composited through it (a software renderer blends every screen pixel of every layer, each frame)
};

/** Full detail: antialiased, with shadows (PCF: three.js removed the soft variant R3F asks for by default), sharp on dense screens. */
const FULL: Detail = { light: false, key: 'full', dpr: [1, 1.75], antialias: true, shadows: 'percentage', opaque: false };

/**
 * Light detail: half resolution scaled up, no antialiasing, no shadows; about a quarter of the pixels to fill. Its canvas
 * is opaque, as its sky covers it whole: on a software renderer the compositor then skips the page background beneath it.
 */
const LIGHT: Detail = { light: true, key: 'light', dpr: 0.5, antialias: false, shadows: false, opaque: true };

/** The pixels light detail fills: a 1280x800 screen at half resolution. A phone's small screen gets them too, nearer one
 * pixel per pixel (390x844 draws at 0.88), where half resolution left its labels and lanes a smudge. */
const LIGHT_PIXELS = 1280 * 800 * 0.25;

/** The screen's area in CSS pixels (a desktop's where there is no window). */
function screenArea(): number {
  return typeof window === 'undefined' ? 1280 * 800 : window.innerWidth * window.innerHeight;
}

/** Light detail's resolution for a screen of `area` CSS pixels: LIGHT_PIXELS' worth, between half and one pixel per pixel. */
export function lightDpr(area: number): number {
  return Math.round(Math.min(1, Math.max(0.5, Math.sqrt(LIGHT_PIXELS / area))) * 100) / 100;
}

/**
 * The least resolution light detail's automatic scale falls to: three device pixels for four CSS pixels. Lower, a phone's
 * board blurred, and the frame barely got cheaper, as a software renderer's frame goes mostly to compositing the page at
 * the screen's own resolution.
 */
export const SLOWEST_DPR = 0.75;

/** The least resolution a canvas at light detail's `top` falls to: SLOWEST_DPR, or its own if that is lower already (a desktop's half). */
export function leastDpr(top: number): number {
  return Math.min(top, SLOWEST_DPR);
}

/** Renderer names of WebGL drawn in software. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i;

let probed: boolean | null = null;

/** Whether this browser draws WebGL in software, asked once of a throwaway context. */
export function softwareRenderer(): boolean {
  if (probed !== null) return probed;
  probed = false;
  try {
    const gl = document.createElement('canvas').getContext('webgl2') ?? document.createElement('canvas').getContext('webgl');
    if (!gl) return probed;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    probed = SOFTWARE.test(name);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    probed = false;
  }
  return probed;
}

/** The detail a canvas draws at for this setting on a screen of `area` CSS pixels; `filming` (the cast) never draws denser than one pixel per pixel. */
export function detailFor(setting: DetailSetting, filming = false, area = screenArea()): Detail {
  const light = setting === 'light' || (setting === 'auto' && softwareRenderer());
  if (light) return { ...LIGHT, dpr: lightDpr(area) };
  return filming ? { ...FULL, dpr: 1 } : FULL;
}
