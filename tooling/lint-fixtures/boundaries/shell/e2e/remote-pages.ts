// Crossing: a shell journey imports a remote's registry by a relative path.
export { registry } from '../../mf-shop/src/pages';
