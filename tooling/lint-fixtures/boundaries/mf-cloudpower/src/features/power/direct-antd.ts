// Crossing: antd-mobile outside shared/src/ui.
export { Button } from 'antd-mobile';
