// Test helper: a tiny element tree parsed from well-formed HTML, with just the DOM the rules page's number filling uses
// (attributes, textContent, firstElementChild, cloneNode, replaceChildren, querySelectorAll('[attr]')).

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** One element (or, with the tag '#text', one text node). */
export class FakeElement {
  children: FakeElement[] = [];
  private text = '';
  constructor(
    readonly tag: string,
    readonly attrs = new Map<string, string>(),
  ) {}

  /** A text node. */
  static text(value: string): FakeElement {
    const node = new FakeElement('#text');
    node.text = value;
    return node;
  }

  getAttribute(name: string): string | null {
    return this.attrs.get(name) ?? null;
  }

  hasAttribute(name: string): boolean {
    return this.attrs.has(name);
  }

  setAttribute(name: string, value: string): void {
    this.attrs.set(name, String(value));
  }

  get textContent(): string {
    return this.tag === '#text' ? this.text : this.children.map((c) => c.textContent).join('');
  }

  set textContent(value: string) {
    this.children = [FakeElement.text(value)];
  }

  get firstElementChild(): FakeElement | null {
    return this.children.find((c) => c.tag !== '#text') ?? null;
  }

  cloneNode(): FakeElement {
    const copy = new FakeElement(this.tag, new Map(this.attrs));
    copy.text = this.text;
    copy.children = this.children.map((c) => c.cloneNode());
    return copy;
  }

  replaceChildren(...nodes: FakeElement[]): void {
    this.children = nodes;
  }

  /** Only `[name]` selectors, in document order. */
  querySelectorAll(selector: string): FakeElement[] {
    const name = /^\[([\w-]+)\]$/.exec(selector)?.[1];
    if (!name) throw new Error(`the fake DOM only answers [attribute] selectors, not ${selector}`);
    const found: FakeElement[] = [];
    const walk = (el: FakeElement) => {
      for (const child of el.children) {
        if (child.attrs.has(name)) found.push(child);
        walk(child);
      }
    };
    walk(this);
    return found;
  }
}

/** Parses well-formed HTML (every element closed, or self-closed with `/>`) into a root element holding it. */
export function parseHtml(html: string): FakeElement {
  const root = new FakeElement('#root');
  const stack = [root];
  const token = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (const m of html.matchAll(token)) {
    const [whole, closing, tag, attrText, selfClosing, text] = m;
    const top = stack.at(-1)!;
    if (whole.startsWith('<!--')) continue;
    if (text !== undefined) {
      top.children.push(FakeElement.text(text));
    } else if (closing) {
      if (top.tag !== tag) throw new Error(`</${tag}> closes <${top.tag}>`);
      stack.pop();
    } else {
      const attrs = new Map([...attrText.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)].map((a) => [a[1], a[2] ?? ''] as [string, string]));
      const el = new FakeElement(tag, attrs);
      top.children.push(el);
      if (!selfClosing && !VOID.has(tag)) stack.push(el);
    }
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.tag}> is never closed`);
  return root;
}
