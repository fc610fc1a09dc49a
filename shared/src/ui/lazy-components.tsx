/**
 * antd-mobile components a page rarely shows on its first screen — popups, pickers, masks,
 * dialogs, toasts and notice bars — exported under their usual names with their usual props,
 * but loaded when first shown: a page that imports them pays nothing until it opens one.
 */
import { Suspense, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import type DialogType from 'antd-mobile/es/components/dialog';
import type MaskType from 'antd-mobile/es/components/mask';
import type NoticeBarType from 'antd-mobile/es/components/notice-bar';
import type PickerType from 'antd-mobile/es/components/picker';
import type PopupType from 'antd-mobile/es/components/popup';
import type ToastType from 'antd-mobile/es/components/toast';

const loadDialog = () => import('antd-mobile/es/components/dialog');
const loadToast = () => import('antd-mobile/es/components/toast');

// Toast and Dialog.confirm render into roots of their own; React 19 needs them set up once.
let imperativeUiReady: Promise<void> | undefined;
function withImperativeUi<T>(load: () => Promise<T>): Promise<T> {
  imperativeUiReady ??= import('./react-19-render').then((setup) =>
    setup.renderImperativeUiWithReact19(),
  );
  return imperativeUiReady.then(load);
}

/** Renders nothing until `shown` first holds, then the lazily loaded component for good. */
function deferUntilShown<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  shown: (props: P) => boolean,
) {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Deferred(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && shown(props)) setOpened(true);
    if (!opened && !shown(props)) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

type Visible = { visible?: boolean; forceRender?: boolean };

/** What a popup the page opens and closes takes (a lazy one's props start with these). */
export type PopupProps = { visible: boolean; onClose: () => void };
const whenVisible = (props: Visible) => Boolean(props.visible || props.forceRender);

/**
 * A page's own popup (a `visible` prop, its module's default export), loaded when first made
 * visible: the page's first visit does not download the form or choices it draws.
 */
export function lazyPopup<P extends Visible>(load: () => Promise<{ default: ComponentType<P> }>) {
  return deferUntilShown(load, whenVisible);
}

export const Popup = deferUntilShown<ComponentProps<typeof PopupType>>(
  () => import('antd-mobile/es/components/popup'),
  whenVisible,
);
export const Mask = deferUntilShown<ComponentProps<typeof MaskType>>(
  () => import('antd-mobile/es/components/mask'),
  whenVisible,
);
export const Picker = deferUntilShown<ComponentProps<typeof PickerType>>(
  () => import('antd-mobile/es/components/picker'),
  whenVisible,
);
type NoticeBarProps = ComponentProps<typeof NoticeBarType>;
const LazyNoticeBar = lazy(() => import('antd-mobile/es/components/notice-bar'));

/**
 * A notice for a rare state (a saved copy shown while the service is out of reach), loaded when
 * first shown (3.5 KB with its icon, scrolling and styles); until it comes its place is kept
 * at the bar's height (antd-mobile's 40 px), so nothing below it moves.
 */
export function NoticeBar(props: NoticeBarProps) {
  return (
    <Suspense fallback={<div style={{ height: 40 }} />}>
      <LazyNoticeBar {...props} />
    </Suspense>
  );
}

const DialogComponent = deferUntilShown<ComponentProps<typeof DialogType>>(
  () => withImperativeUi(loadDialog),
  whenVisible,
);
type DialogStatics = Pick<typeof DialogType, 'show' | 'alert' | 'confirm' | 'clear'>;
export const Dialog: typeof DialogComponent & DialogStatics = Object.assign(DialogComponent, {
  show(props: Parameters<DialogStatics['show']>[0]) {
    const handler = withImperativeUi(loadDialog).then(({ default: real }) => real.show(props));
    return { close: () => void handler.then((h) => h.close()) };
  },
  alert: (props: Parameters<DialogStatics['alert']>[0]) =>
    withImperativeUi(loadDialog).then(({ default: real }) => real.alert(props)),
  confirm: (props: Parameters<DialogStatics['confirm']>[0]) =>
    withImperativeUi(loadDialog).then(({ default: real }) => real.confirm(props)),
  clear: () => void withImperativeUi(loadDialog).then(({ default: real }) => real.clear()),
});

export const Toast: typeof ToastType = {
  show(props) {
    const handler = withImperativeUi(loadToast).then(({ default: real }) => real.show(props));
    return { close: () => void handler.then((h) => h.close()) };
  },
  clear: () => void withImperativeUi(loadToast).then(({ default: real }) => real.clear()),
  config: (value) =>
    void withImperativeUi(loadToast).then(({ default: real }) => real.config(value)),
};
