// Test helper: the page's compositing layers as the browser keeps them (Chrome's LayerTree, over the DevTools protocol),
// each named by the element it is made for. A software renderer blends every layer's pixels each frame the canvas draws.
import type { Page } from 'playwright-core';

/** A layer that draws: the element it is made for (tag and classes), its size in CSS px, and why it is a layer. */
export type Layer = { node: string; width: number; height: number; reasons: string[] };

type RawLayer = { layerId: string; backendNodeId?: number; width: number; height: number; drawsContent: boolean };

/** Every layer that draws, as the browser told its tree last after a frame drawn since the tracking started; read again if the tree changed while it was read. */
export async function drawingLayers(page: Page): Promise<Layer[]> {
  for (let tries = 0; tries < 20; tries++) {
    const layers = await readLayers(page);
    if (layers) return layers;
  }
  throw new Error('the layer tree changed each of 20 times it was read');
}

/** One reading of the drawing layers, or null when a layer went away while it was read (the page changed under it). */
async function readLayers(page: Page): Promise<Layer[] | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    let latest: RawLayer[] | null = null;
    cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: RawLayer[] }) => {
      if (e.layers) latest = e.layers;
    });
    await cdp.send('DOM.getDocument', { depth: -1 }); // the layers name their elements only for a client that tracks the DOM
    await cdp.send('LayerTree.enable');
    const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await frame();
    // the tree is told as the tracking starts, and again as frames are drawn: the first telling may not yet name the elements
    const named = () => (latest as RawLayer[] | null)?.some((l) => l.drawsContent && l.backendNodeId) ?? false;
    for (let tries = 0; !named() && tries < 100; tries++) await frame();
    const layers: Layer[] = [];
    for (const l of (latest as RawLayer[] | null) ?? []) {
      if (!l.drawsContent) continue;
      let node = '(no element)';
      if (l.backendNodeId) {
        const described = await cdp.send('DOM.describeNode', { backendNodeId: l.backendNodeId }).catch(() => null);
        if (!described) return null;
        const n = described.node;
        const attributes = n.attributes ?? [];
        const at = attributes.indexOf('class');
        node = `${n.nodeName.toLowerCase()}${at >= 0 ? `.${attributes[at + 1].trim().split(/\s+/).join('.')}` : ''}`;
      }
      const reasons = await cdp.send('LayerTree.compositingReasons', { layerId: l.layerId }).catch(() => null);
      if (!reasons) return null;
      const { compositingReasonIds = [] } = reasons;
      layers.push({ node, width: Math.round(l.width), height: Math.round(l.height), reasons: compositingReasonIds });
    }
    return layers;
  } finally {
    await cdp.detach();
  }
}

/** The layers that draw over more than `fraction` of the screen, but the page's own (its root scroller) and the game's canvas. */
export async function screenSizedLayers(page: Page, fraction = 0.5): Promise<Layer[]> {
  const { width, height } = page.viewportSize()!;
  const own = (l: Layer) => l.reasons.includes('RootScroller') || l.reasons.includes('Canvas');
  return (await drawingLayers(page)).filter((l) => !own(l) && l.width * l.height > fraction * width * height);
}
