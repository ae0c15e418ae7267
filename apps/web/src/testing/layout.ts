/**
 * A stand-in for the browser's layout (the test DOM has none): every shown column is 120 px wide and
 * the table's box is `box.width` wide.
 */
const COLUMN_PX = 120;
export function fakeLayout(box: { width: number }) {
  const isBox = (element: Element) => element.getAttribute('data-slot') === 'table-container';
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const scroll = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isBox(this) ? box.width : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isBox(this) ? Math.max(box.width, this.querySelectorAll('th').length * COLUMN_PX) : 0;
    },
  });
  return () => {
    for (const [name, descriptor] of [
      ['clientWidth', client],
      ['scrollWidth', scroll],
    ] as const) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  };
}
