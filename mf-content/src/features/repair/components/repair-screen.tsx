import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { TabsFrame } from '@minesite/shared/ui';
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
      {/* Tabs' look without its animation library (19 KB of the page's first visit). */}
      <TabsFrame
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        className="content-tabs"
        tabs={REPAIR_TABS.map((tab) => {
          const Content = TAB_CONTENT[tab];
          const title = intl.formatMessage({ id: REPAIR_TAB_LABELS[tab] });
          return {
            key: tab,
            title,
            content: (
              <div role="tabpanel" aria-label={title}>
                <Content />
              </div>
            ),
          };
        })}
      />
    </ContentPage>
  );
}
