import type { ReactNode } from 'react';
import { Popup, type PopupProps } from '@minesite/shared/ui';

/** A panel that slides in from the left over the page; a tap outside it closes it. */
export function LeftDrawer({
  visible,
  onClose,
  bodyClassName,
  destroyOnClose,
  children,
}: PopupProps & { bodyClassName: string; destroyOnClose?: boolean; children: ReactNode }) {
  return (
    <Popup
      visible={visible}
      position="left"
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose={destroyOnClose}
      bodyClassName={bodyClassName}
    >
      {children}
    </Popup>
  );
}
