import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { contactPath } from '@minesite/shared/domain';
import { Button, Card, CardTitle, CardList } from '@minesite/shared/ui';
import { FetchStates } from '@minesite/shared/fetch-states';
import { useCloudpowerProductsQuery } from '../../../lib/catalog-api';
import { HOSTING_LIST } from '../../../lib/category-lists';
import { FeatureSection } from './feature-list';
import { HostingSiteCard, type HostingSite } from './hosting-site-card';
import '../../../components/showcase.css';

/** /hosting: the spec's six sections, the pricing cards from the catalog. */
export function HostingScreen() {
  const navigate = useNavigate();
  const query = useCloudpowerProductsQuery(HOSTING_LIST);
  const sites = (query.data?.items ?? []) as HostingSite[];
  const contact = (id: string) => (
    <Button block color="primary" onClick={() => navigate(contactPath('hosting'))}>
      <FormattedMessage id={id} />
    </Button>
  );

  return (
    <>
      <section className="cp-hero" aria-labelledby="hosting-intro-title">
        <h2 id="hosting-intro-title">
          <FormattedMessage id="cloudpower.hosting.introTitle" />
        </h2>
        <p>
          <FormattedMessage id="cloudpower.hosting.introText" />
        </p>
      </section>
      <FeatureSection
        id="hosting-features"
        section="features"
        keys={['cooling', 'security', 'energy']}
      />

      <Card aria-labelledby="hosting-pricing">
        <CardTitle id="hosting-pricing" as="h2">
          <FormattedMessage id="cloudpower.hosting.pricing" />
        </CardTitle>
        <FetchStates
          isLoading={query.isLoading}
          isError={query.isError}
          isEmpty={sites.length === 0}
          onRetry={() => void query.refetch()}
          errorId="cloudpower.state.error"
          emptyId="cloudpower.hosting.empty"
        >
          <CardList>
            {sites.map((site) => (
              <HostingSiteCard key={site.id} site={site} />
            ))}
          </CardList>
        </FetchStates>
        {contact('cloudpower.hosting.contactPricing')}
      </Card>

      <FeatureSection
        id="hosting-rental"
        section="rental"
        keys={['flexible', 'shortTerm', 'quickSetup']}
      />
      {contact('cloudpower.hosting.contactRental')}
      <FeatureSection
        id="hosting-service"
        section="service"
        keys={['environment', 'monitoring', 'maintenance']}
      />
      <FeatureSection
        id="hosting-why"
        section="why"
        keys={['experience', 'transparent', 'support']}
      />
      {contact('cloudpower.hosting.contactUs')}
    </>
  );
}
