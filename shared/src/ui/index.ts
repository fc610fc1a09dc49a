/**
 * The antd-mobile components the site uses, shared as one Module Federation singleton.
 * Sharing all of antd-mobile would ship the whole kit on the first page; add a component
 * here when a package starts using it, and import antd-mobile only through this module.
 */
import { renderImperativeUiWithReact19 } from './react-19-render';

export {
  Button,
  Dialog,
  DotLoading,
  ErrorBlock,
  Form,
  Input,
  Mask,
  NavBar,
  NoticeBar,
  Picker,
  Popup,
  PullToRefresh,
  SearchBar,
  Selector,
  SpinLoading,
  Stepper,
  Swiper,
  Tabs,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
export type { SwiperRef } from 'antd-mobile';
export { PageLayout } from './page-layout';

// Toast and Dialog.confirm render into roots of their own; React 19 needs them set up once.
renderImperativeUiWithReact19();
