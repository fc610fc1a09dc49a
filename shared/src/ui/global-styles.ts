/**
 * antd-mobile's global styles: its CSS variables and the px tester its components measure
 * with (a pull-to-refresh head sized by it stays 0 px tall without them). Importing antd-mobile
 * component by component does not bring them, so each page frame (the shell, a remote's
 * standalone frame) imports this module once, for its side effect.
 */
import 'antd-mobile/es/global';
// The error block's styles (error-block.tsx draws its markup without its script): here, with
// the frame's styles, they are in the stylesheet every page has, not a request of their own.
import 'antd-mobile/es/components/error-block/error-block.css';
