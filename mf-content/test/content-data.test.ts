/**
 * The content is data with message ids (many built from a prefix, which the catalog check of
 * the shared package cannot see in the code): every id the data names must exist.
 */
import { describe, expect, it } from 'vitest';
import sharedZh from '../../shared/src/i18n/messages/zh.json' with { type: 'json' };
import zh from '../src/i18n/zh.json' with { type: 'json' };
import * as articles from '../src/features/articles/construction';
import * as guide from '../src/features/articles/guide';
import * as manual from '../src/features/articles/manual';
import * as contact from '../src/features/contact/contact-details';
import * as downloads from '../src/features/downloads/download-kinds';
import * as dataCentres from '../src/features/home/data-centres';
import * as offerings from '../src/features/home/offerings';
import * as news from '../src/features/news/news-items';
import * as jobs from '../src/features/recruitment/jobs';
import * as repair from '../src/features/repair/repair-offer';
import * as services from '../src/features/services-index/services';
import * as speedUp from '../src/features/speed-up/speed-up-services';
import * as team from '../src/features/team/team-members';
import * as trade from '../src/features/trade/trade-sections';
import * as warehouse from '../src/features/warehouse/destinations';

const known = new Set([...Object.keys(sharedZh), ...Object.keys(zh)]);
const modules = {
  articles,
  guide,
  manual,
  contact,
  downloads,
  dataCentres,
  offerings,
  news,
  jobs,
  repair,
  services,
  speedUp,
  team,
  trade,
  warehouse,
};

/** Every string in `value` that reads as a message id of this site. */
function messageIds(value: unknown): string[] {
  if (typeof value === 'string') return /^(content|route)\.[\w.]+$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(messageIds);
  if (value && typeof value === 'object') return Object.values(value).flatMap(messageIds);
  return [];
}

describe.each(Object.entries(modules))('the %s data', (_name, module) => {
  it('names only message ids the catalogs have', () => {
    const ids = messageIds(module);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !known.has(id))).toEqual([]);
  });
});

it('the warehouse lists the eleven destinations of the spec', () => {
  expect(warehouse.DESTINATIONS.map((d) => zh[d.nameId as keyof typeof zh])).toEqual([
    '加拿大',
    '日本',
    '中国香港',
    '中国大陆',
    '中国台湾',
    '美国',
    '西班牙',
    '法国',
    '德国',
    '韩国',
    '俄罗斯',
  ]);
});
