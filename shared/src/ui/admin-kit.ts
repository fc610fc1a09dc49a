/**
 * The antd-mobile components only the operator's screens use, shared as a singleton of its
 * own (`@minesite/shared/ui-admin`): a visitor's first page never downloads them.
 */
export { Switch } from 'antd-mobile';
