import { PinTopBanner } from './PinTopBanner';
import { PopupNotices } from './PopupNotices';
import { SidebarNotices } from './SidebarNotices';
import { useEventNotices } from './useEventNotices';

/**
 * A seller's event notices inside the shell, in their layouts: the pinned banner above the page,
 * the pop-ups and the side card. The admins' notices and the events of mode NOTIFY come through
 * the same feed and show here alike.
 * The shell mounts it for sellers only; the server refuses everyone else anyway.
 */
export default function EventNotices({ userId }: { userId: string }) {
  const { open, close } = useEventNotices(userId);
  return (
    <>
      <PinTopBanner notices={open('PIN_TOP')} onClose={close} />
      <PopupNotices notices={open('POPUP')} onClose={close} />
      <SidebarNotices notices={open('SIDEBAR')} onClose={close} />
    </>
  );
}
