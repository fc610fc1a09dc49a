// Allowed: shared/src/ui is the door to antd-mobile.
export { Button } from 'antd-mobile';
