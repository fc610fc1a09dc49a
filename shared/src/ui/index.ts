/**
 * The antd-mobile components the site uses, shared as one Module Federation singleton.
 * Sharing all of antd-mobile would ship the whole kit on the first page; add a component
 * here when a package starts using it, and import antd-mobile only through this module.
 */
export { Button, DotLoading, ErrorBlock, NavBar, SpinLoading, Toast } from 'antd-mobile';
export { PageLayout } from './page-layout';
