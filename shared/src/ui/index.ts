/**
 * The antd-mobile components the site uses: the only door to antd-mobile. Each component is a
 * Module Federation shared module of its own (rspack.federation.ts reads the paths below), so
 * a page downloads only the components it renders. Popups, pickers, masks, dialogs, toasts and
 * notice bars load when first shown (lazy-components.tsx), and so do a page's own popups made
 * with `lazyPopup`; SpinLoading is drawn with CSS, and ErrorBlock with the library's markup and
 * styles and its picture as an image (error-block.tsx).
 * Add a component here when a package starts using it, and import antd-mobile only through
 * this module.
 */
export { default as Button } from 'antd-mobile/es/components/button';
export { default as DotLoading } from 'antd-mobile/es/components/dot-loading';
export { default as Form } from 'antd-mobile/es/components/form';
export { default as Input } from 'antd-mobile/es/components/input';
export { default as NavBar } from 'antd-mobile/es/components/nav-bar';
export { default as PullToRefresh } from 'antd-mobile/es/components/pull-to-refresh';
export { default as SearchBar } from 'antd-mobile/es/components/search-bar';
export { default as Selector } from 'antd-mobile/es/components/selector';
export { default as Swiper } from 'antd-mobile/es/components/swiper';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export { default as Tag } from 'antd-mobile/es/components/tag';
export { default as TextArea } from 'antd-mobile/es/components/text-area';
export type { SwiperRef } from 'antd-mobile/es/components/swiper';
export { Dialog, Mask, NoticeBar, Picker, Popup, Toast, lazyPopup } from './lazy-components';
export type { PopupProps } from './lazy-components';
export { ErrorBlock } from './error-block';
export { SpinLoading } from './spin-loading';
export { Stepper } from './stepper';
export { PageLayout } from './page-layout';
export { FormFrame, FormFrameItem } from './form-frame';
export { TabsFrame, type FrameTab } from './tabs-frame';
export { SelectorFrame } from './selector-frame';
export { FileFacts } from './file-facts';
export { Card, CardHead, CardTitle, CardMeta, CardNote, CardList } from './card';
export { Rows, Row, LabelledRow } from './rows';
export {
  FieldStack,
  Field,
  FieldLabel,
  FieldTip,
  FieldError,
  FieldActions,
  FIELD_INPUT_CLASS,
} from './field';
export { MonoText } from './mono-text';
export { BackButton } from './back-button';
export { useNearViewport } from './use-near-viewport';
export { copyText } from './copy-text';
export { ProductNotesLink } from './product-notes-link';
