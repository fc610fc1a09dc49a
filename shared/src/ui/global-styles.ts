/**
 * antd-mobile's global styles: its CSS variables and the px tester its components measure
 * with (a pull-to-refresh head sized by it stays 0 px tall without them). Importing antd-mobile
 * component by component does not bring them, so each page frame (the shell, a remote's
 * standalone frame) imports this module once, for its side effect.
 */
import 'antd-mobile/es/global';
