// Crossing: a journey reads another remote's catalog through a relative path.
import cloudZh from '../../../mf-cloudpower/src/i18n/zh.json' with { type: 'json' };

export const buyLabel = cloudZh['cloudpower.packages.buy'];
