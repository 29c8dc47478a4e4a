// Test helper: renders a component that draws nothing (a hook's probe) with React's real client renderer in Node, so a
// test sees each committed render, effects and render-phase updates included, without a browser or a DOM library.
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** The little of `window` and a container React DOM reads when nothing it renders is an element. */
function stubWindow(): void {
  const g = globalThis as Record<string, unknown>;
  g.IS_REACT_ACT_ENVIRONMENT = true;
  g.window ??= { setTimeout, clearTimeout, HTMLIFrameElement: class {}, document: {} };
}

/** A root for `component`: `render(props)` commits it with those props (effects flushed), `unmount()` ends it. */
export function hookRoot<P extends object>(component: FunctionComponent<P>): { render(props: P): Promise<void>; unmount(): Promise<void> } {
  stubWindow();
  const doc = { nodeType: 9, addEventListener() {}, removeEventListener() {} };
  const container = { nodeType: 1, tagName: 'DIV', namespaceURI: 'http://www.w3.org/1999/xhtml', ownerDocument: doc, addEventListener() {}, removeEventListener() {} };
  const root: Root = createRoot(container as unknown as Element);
  return {
    render: (props) => act(async () => root.render(createElement(component, props))),
    unmount: () => act(async () => root.unmount()),
  };
}
