// The scene's detail (client/shell/detail.ts): light on a software renderer unless the player chose full, full on a graphics card.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A document whose WebGL context reports `renderer` as its unmasked renderer. */
function documentWith(renderer: string | null) {
  const lost = vi.fn();
  const gl = {
    RENDERER: 0x1f01,
    getExtension: (name: string) => (name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : name === 'WEBGL_lose_context' ? { loseContext: lost } : null),
    getParameter: (p: number) => (p === 0x9246 ? renderer : 'WebKit WebGL'),
  };
  return { document: { createElement: () => ({ getContext: () => (renderer === null ? null : gl) }) }, lost };
}

/** The module afresh (it asks the renderer once per page), under a document reporting `renderer`. */
async function detailModule(renderer: string | null) {
  vi.resetModules();
  const { document, lost } = documentWith(renderer);
  vi.stubGlobal('document', document);
  return { ...(await import('../../client/shell/detail')), lost };
}

afterEach(() => vi.unstubAllGlobals());

describe('the scene detail', () => {
  it('auto draws light on SwiftShader and llvmpipe, and frees the probe context', async () => {
    for (const renderer of ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', 'llvmpipe (LLVM 15.0.6, 256 bits)']) {
      const { detailFor, lost } = await detailModule(renderer);
      expect(detailFor('auto')).toMatchObject({ light: true, dpr: 0.5, antialias: false, shadows: false, opaque: true });
      expect(lost).toHaveBeenCalledOnce();
    }
  });

  it('auto draws in full on a graphics card, and when WebGL is missing', async () => {
    for (const renderer of ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', null]) {
      const { detailFor } = await detailModule(renderer);
      expect(detailFor('auto')).toMatchObject({ light: false, antialias: true, shadows: 'percentage', opaque: false });
    }
  });

  it('light detail fills about as many pixels on a phone as on a desktop, never below half or above one per pixel', async () => {
    const { detailFor, lightDpr } = await detailModule('Google SwiftShader');
    expect(detailFor('light', false, 1280 * 800).dpr).toBe(0.5);
    expect(detailFor('light', false, 1920 * 1080).dpr).toBe(0.5);
    const phone = detailFor('light', false, 390 * 844).dpr as number;
    expect(phone).toBe(0.88);
    expect(Math.abs(390 * 844 * phone * phone - 1280 * 800 * 0.25) / (1280 * 800 * 0.25)).toBeLessThan(0.02);
    expect(lightDpr(320 * 400)).toBe(1);
  });

  it("the player's choice wins over the renderer; a cast in full draws one pixel per pixel", async () => {
    const { detailFor } = await detailModule('SwiftShader');
    expect(detailFor('full').light).toBe(false);
    expect(detailFor('full', true).dpr).toBe(1);
    expect(detailFor('full').dpr).toEqual([1, 1.75]);
    const card = await detailModule('Apple M2');
    expect(card.detailFor('light').light).toBe(true);
  });

  it('a slow canvas at light detail falls no lower than three pixels for four, and a desktop at half resolution not at all', async () => {
    const { leastDpr, lightDpr, SLOWEST_DPR } = await detailModule('SwiftShader');
    expect(SLOWEST_DPR).toBe(0.75);
    expect(leastDpr(lightDpr(390 * 844))).toBe(0.75); // a phone
    expect(leastDpr(lightDpr(1280 * 800))).toBe(0.5); // a desktop keeps its half
  });
});
