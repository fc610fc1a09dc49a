import { FormattedMessage, useIntl } from 'react-intl';
import type { WalletExport } from '@minesite/shared/contract';
import { Button, Toast, copyText } from '@minesite/shared/ui';
import { SettingsPanel } from './settings-panel';
import './wallet-descriptors.css';

/** One descriptor, whole and selectable, with a button that copies it. */
function Descriptor({
  id,
  labelId,
  copyLabelId,
  descriptor,
}: {
  id: string;
  labelId: string;
  copyLabelId: string;
  descriptor: string;
}) {
  const intl = useIntl();
  async function copy() {
    const copied = await copyText(descriptor);
    const message = copied ? 'admin.settings.wallet.copied' : 'admin.settings.wallet.copyFailed';
    Toast.show({ content: intl.formatMessage({ id: message }) });
  }
  return (
    <div className="settings-field">
      <span id={id} className="settings-label">
        <FormattedMessage id={labelId} />
      </span>
      <code className="wallet-descriptor" aria-labelledby={id} data-testid={id}>
        {descriptor}
      </code>
      <Button
        size="mini"
        className="wallet-descriptor-copy"
        aria-label={intl.formatMessage({ id: copyLabelId })}
        onClick={() => void copy()}
      >
        <FormattedMessage id="admin.settings.wallet.copy" />
      </Button>
    </div>
  );
}

/**
 * The account key as the operator's wallet imports it (Sparrow, Bitcoin Core), so that the
 * wallet shows every address orders are given; Electrum takes the key itself.
 */
export function WalletDescriptors({ wallet }: { wallet: WalletExport }) {
  return (
    <SettingsPanel
      id="settings-wallet-title"
      className="wallet-descriptors"
      titleId="admin.settings.wallet"
      noteId="admin.settings.wallet.note"
    >
      <Descriptor
        id="settings-wallet-receive"
        labelId="admin.settings.wallet.receive"
        copyLabelId="admin.settings.wallet.copyReceive"
        descriptor={wallet.receiveDescriptor}
      />
      <Descriptor
        id="settings-wallet-change"
        labelId="admin.settings.wallet.change"
        copyLabelId="admin.settings.wallet.copyChange"
        descriptor={wallet.changeDescriptor}
      />
      <p className="settings-note">
        <FormattedMessage
          id="admin.settings.wallet.fingerprint"
          values={{ fingerprint: wallet.originFingerprint }}
        />
      </p>
    </SettingsPanel>
  );
}
