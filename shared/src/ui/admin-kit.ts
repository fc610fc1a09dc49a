/**
 * The antd-mobile components only the operator's screens use (`@minesite/shared/ui-admin`):
 * a visitor's first page never downloads them.
 */
export { default as InfiniteScroll } from 'antd-mobile/es/components/infinite-scroll';
export { default as Switch } from 'antd-mobile/es/components/switch';
