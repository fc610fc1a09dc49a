import { useId, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { RailAccount } from '@minesite/shared/contract';
import { Tag } from '@minesite/shared/ui';
import { SettingsPanel } from './settings-panel';
import './rail-accounts.css';
import './wallet-descriptors.css';

/** Whether buyers may pick the rail now, or why they cannot. */
function RailStatus({ account }: { account: RailAccount }) {
  if (!account.available) {
    return (
      <Tag color="warning" fill="outline">
        <FormattedMessage id="admin.settings.rails.unavailable" />
      </Tag>
    );
  }
  return account.enabled ? (
    <Tag color="success" fill="outline">
      <FormattedMessage id="admin.settings.rails.enabled" />
    </Tag>
  ) : (
    <Tag color="default" fill="outline">
      <FormattedMessage id="admin.settings.rails.disabled" />
    </Tag>
  );
}

/** One labelled fact of a rail; nothing when it has no value. */
function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <div className="rail-account-fact">
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function RailCard({ account }: { account: RailAccount }) {
  const titleId = useId();
  const { rail, accountKey, derivationPath, contract, addressGap: gap } = account;
  return (
    <article className="rail-account" aria-labelledby={titleId} data-testid={`rail-${rail}`}>
      <h3 id={titleId} className="rail-account-title">
        <FormattedMessage id={`admin.settings.rails.${rail}`} />
        <RailStatus account={account} />
      </h3>
      <dl className="rail-account-facts">
        <Fact
          labelId={rail === 'btc' ? 'admin.settings.rails.descriptor' : 'admin.settings.rails.xpub'}
        >
          {accountKey ? (
            <code className="wallet-descriptor">{accountKey}</code>
          ) : (
            <FormattedMessage
              id="admin.settings.rails.noKey"
              values={{ variable: account.keyVariable }}
            />
          )}
        </Fact>
        {derivationPath && (
          <Fact labelId="admin.settings.rails.path">
            <code>{derivationPath}</code>
          </Fact>
        )}
        {contract && (
          <Fact labelId="admin.settings.rails.contract">
            <code className="wallet-descriptor">{contract}</code>
          </Fact>
        )}
        <Fact labelId="admin.settings.rails.confirmations">
          <FormattedNumber value={account.confirmations} />
        </Fact>
        {gap && (
          <>
            <Fact labelId="admin.settings.rails.handedOut">
              <FormattedNumber value={gap.handedOut} />
            </Fact>
            <Fact labelId="admin.settings.rails.run">
              <FormattedNumber value={gap.longestUnusedRun} />
            </Fact>
            <Fact labelId="admin.settings.rails.gapLimit">
              <FormattedNumber value={gap.gapLimit} />
            </Fact>
          </>
        )}
      </dl>
      {gap?.aboveDefault && (
        <p className="rail-account-warning" role="alert">
          <FormattedMessage id="admin.settings.rails.gapWarning" values={{ limit: gap.gapLimit }} />
        </p>
      )}
    </article>
  );
}

/**
 * Each rail the shop can take (BTC, USDT on TRON, USDT on Ethereum): whether buyers may pick
 * it, the account key its wallet watches (public data), where the addresses are derived, the
 * token contract, the confirmations, and the gap limit the wallet needs on that chain.
 */
export function RailAccounts({ accounts }: { accounts: RailAccount[] }) {
  return (
    <SettingsPanel
      id="settings-rails-title"
      className="rail-accounts"
      titleId="admin.settings.rails"
      noteId="admin.settings.rails.note"
    >
      {accounts.map((account) => (
        <RailCard key={account.rail} account={account} />
      ))}
    </SettingsPanel>
  );
}
