/**
 * The boot script: the shell build's second entry, compiled apart from the app (without Module
 * Federation) and loaded by the HTML before the app's entry (tooling/web/first-paint-plugin.ts).
 * What the build knows (the first paint's texts, the shell's file names) it reads from the JSON
 * the build wrote into the HTML.
 */
import { BOOT_DATA_ID, type BootData } from '../first-paint/first-paint-ids';
import { bootFirstPaint } from './boot-first-paint';

const written = document.getElementById(BOOT_DATA_ID)?.textContent;
const data: Partial<BootData> = written ? JSON.parse(written) : {};
void bootFirstPaint({
  texts: data.texts ?? {},
  navTabs: data.navTabs ?? [],
  chunks: data.chunks ?? {},
  shared: data.shared ?? {},
});
