import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile v5 renders Toast and Dialog.confirm into roots of their own with react-dom's
 * legacy `render`, which React 19 removed: without this they silently show nothing.
 * (https://mobile.ant.design/guide/v5-for-19)
 */
export function renderImperativeUiWithReact19(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting while React is still rendering the closing animation warns; wait a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
