import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Popup, Selector, Toast, Field, FieldLabel, FieldStack } from '@minesite/shared/ui';
import {
  DEFAULT_PROFIT_SETTINGS,
  SETTING_STEPS,
  invalidSetting,
  type NumericSetting,
  type OutputMode,
  type ProfitSettings,
} from '../../../lib/profit-settings';
import '../../../components/cards-and-panels.css';

const OUTPUT_MODES: OutputMode[] = ['outputPerT', 'difficulty'];

/** Text of each field while it is edited, so a half-typed number is not thrown away. */
type Draft = Omit<ProfitSettings, NumericSetting> & Record<NumericSetting, string>;
const toDraft = (settings: ProfitSettings): Draft => ({
  ...settings,
  btcPrice: String(settings.btcPrice),
  electricityPrice: String(settings.electricityPrice),
  btcPerTPerDay: settings.btcPerTPerDay.toFixed(8),
  difficulty: String(settings.difficulty),
  exchangeRate: String(settings.exchangeRate),
});
const fromDraft = (draft: Draft): ProfitSettings => ({
  ...draft,
  btcPrice: Number(draft.btcPrice),
  electricityPrice: Number(draft.electricityPrice),
  btcPerTPerDay: Number(draft.btcPerTPerDay),
  difficulty: Number(draft.difficulty),
  exchangeRate: Number(draft.exchangeRate),
});

/** The prediction's basic parameters, with reset (to the defaults) and save. */
export default function SettingsPopup({
  visible,
  settings,
  onSave,
  onClose,
}: {
  visible: boolean;
  settings: ProfitSettings;
  onSave: (settings: ProfitSettings) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(() => toDraft(settings));
  const [wasVisible, setWasVisible] = useState(visible);
  // Each opening starts from the settings the prediction uses now.
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setDraft(toDraft(settings));
  }
  const field = (key: NumericSetting) => (
    <Field variant="native" key={key}>
      <FieldLabel htmlFor={`profit-${key}`}>
        <FormattedMessage id={`shop.profit.setting.${key}`} />
      </FieldLabel>
      <input
        id={`profit-${key}`}
        type="number"
        inputMode="decimal"
        min={0}
        step={SETTING_STEPS[key]}
        value={draft[key]}
        onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
      />
    </Field>
  );

  function save() {
    const next = fromDraft(draft);
    const invalid = invalidSetting(next);
    if (invalid) {
      Toast.show({
        content: intl.formatMessage(
          { id: 'shop.profit.setting.invalid' },
          { field: intl.formatMessage({ id: `shop.profit.setting.${invalid}` }) },
        ),
      });
      return;
    }
    onSave(next);
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="shop-filter-panel">
      <div role="dialog" aria-labelledby="profit-settings-title">
        <h2 id="profit-settings-title" className="shop-panel-title">
          <FormattedMessage id="shop.profit.settings" />
        </h2>
        <FieldStack tight>
          {field('btcPrice')}
          {field('electricityPrice')}
          <fieldset className="shop-filter-group">
            <legend id="profit-output-mode" className="shop-filter-label">
              <FormattedMessage id="shop.profit.setting.outputMode" />
            </legend>
            <Selector
              aria-labelledby="profit-output-mode"
              columns={2}
              showCheckMark={false}
              options={OUTPUT_MODES.map((mode) => ({
                label: intl.formatMessage({ id: `shop.profit.setting.mode.${mode}` }),
                value: mode,
              }))}
              value={[draft.outputMode]}
              onChange={([outputMode]) => outputMode && setDraft((d) => ({ ...d, outputMode }))}
            />
          </fieldset>
          {field(draft.outputMode === 'difficulty' ? 'difficulty' : 'btcPerTPerDay')}
          {field('exchangeRate')}
        </FieldStack>
        <div className="shop-panel-actions">
          <Button block onClick={() => setDraft(toDraft(DEFAULT_PROFIT_SETTINGS))}>
            <FormattedMessage id="shop.profit.reset" />
          </Button>
          <Button block color="primary" onClick={save}>
            <FormattedMessage id="shop.profit.save" />
          </Button>
        </div>
      </div>
    </Popup>
  );
}
