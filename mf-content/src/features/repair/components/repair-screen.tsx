import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@minesite/shared/ui';
import { ContentPage } from '../../../components/content-page';
import { REPAIR_TABS, REPAIR_TAB_LABELS, repairTab } from '../repair-offer';
import { InHouseTrainingTab } from './in-house-training-tab';
import { OnlineTrainingTab } from './online-training-tab';
import { PartnerTab } from './partner-tab';
import './repair-screen.css';

const TAB_CONTENT = {
  partner: PartnerTab,
  online: OnlineTrainingTab,
  inHouse: InHouseTrainingTab,
};

/** `/repair`: the repair partner, online training and in-house training (`?tab=` opens one). */
export function RepairScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const active = repairTab(params.get('tab'));

  return (
    <ContentPage titleId="route.repair" introId="content.repair.intro">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        className="content-tabs"
      >
        {REPAIR_TABS.map((tab) => {
          const Content = TAB_CONTENT[tab];
          return (
            <Tabs.Tab key={tab} title={intl.formatMessage({ id: REPAIR_TAB_LABELS[tab] })}>
              <div role="tabpanel" aria-label={intl.formatMessage({ id: REPAIR_TAB_LABELS[tab] })}>
                <Content />
              </div>
            </Tabs.Tab>
          );
        })}
      </Tabs>
    </ContentPage>
  );
}
