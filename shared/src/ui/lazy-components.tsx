/**
 * antd-mobile components a page rarely shows on its first screen — popups, pickers, masks,
 * dialogs, toasts and error blocks — exported under their usual names with their usual props,
 * but loaded when first shown: a page that imports them pays nothing until it opens one.
 */
import {
  Suspense,
  lazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactElement,
} from 'react';
import type DialogType from 'antd-mobile/es/components/dialog';
import type ErrorBlockType from 'antd-mobile/es/components/error-block';
import type MaskType from 'antd-mobile/es/components/mask';
import type PickerType from 'antd-mobile/es/components/picker';
import type PopupType from 'antd-mobile/es/components/popup';
import type ToastType from 'antd-mobile/es/components/toast';
// The error block's own styles come with the texts it shows at once (below), not with its
// picture: unstyled, those texts painted large and then shrank when the component came.
import 'antd-mobile/es/components/error-block/error-block.css';

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
type ErrorBlockProps = ComponentProps<typeof ErrorBlockType>;
type ErrorBlockStatus = NonNullable<ErrorBlockProps['status']>;

// antd-mobile's ErrorBlock carries all four of its pictures (10 KB); each block here loads
// only the one its status shows.
const PICTURES: Record<ErrorBlockStatus, () => Promise<ReactElement>> = {
  default: () =>
    import('antd-mobile/es/components/error-block/images/default').then((m) => m.defaultImage),
  empty: () =>
    import('antd-mobile/es/components/error-block/images/empty').then((m) => m.emptyImage),
  busy: () => import('antd-mobile/es/components/error-block/images/busy').then((m) => m.busyImage),
  disconnected: () =>
    import('antd-mobile/es/components/error-block/images/disconnected').then(
      (m) => m.disconnectedImage,
    ),
};
const errorBlockWith = (status: ErrorBlockStatus) =>
  lazy(() =>
    Promise.all([
      import('antd-mobile/es/components/error-block/create-error-block'),
      PICTURES[status](),
    ]).then(([{ createErrorBlock }, picture]) => ({
      default: createErrorBlock({ [status]: picture } as Record<ErrorBlockStatus, ReactElement>),
    })),
  );
const ERROR_BLOCKS: Record<ErrorBlockStatus, ComponentType<ErrorBlockProps>> = {
  default: errorBlockWith('default'),
  empty: errorBlockWith('empty'),
  busy: errorBlockWith('busy'),
  disconnected: errorBlockWith('disconnected'),
};

/**
 * Its texts show at once, styled, below the picture's place; the picture (most of its weight)
 * fills that place when the component comes, so nothing moves.
 */
export function ErrorBlock(props: ErrorBlockProps) {
  const LazyErrorBlock = ERROR_BLOCKS[props.status ?? 'default'];
  const { title, description, children, className, fullPage } = props;
  const classes = ['adm-error-block', fullPage && 'adm-error-block-full-page', className];
  const texts = (
    <div className={classes.filter(Boolean).join(' ')}>
      <div className="adm-error-block-image" />
      <div className="adm-error-block-description">
        {title && <div className="adm-error-block-description-title">{title}</div>}
        {description && <div className="adm-error-block-description-subtitle">{description}</div>}
      </div>
      {children && <div className="adm-error-block-content">{children}</div>}
    </div>
  );
  return (
    <Suspense fallback={texts}>
      <LazyErrorBlock {...props} />
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
