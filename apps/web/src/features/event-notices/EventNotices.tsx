import { PinTopBanner } from './PinTopBanner';
import { PopupNotices } from './PopupNotices';
import { useEventNotices } from './useEventNotices';

/**
 * A seller's event notices inside the shell: the pinned banner above the page and the pop-ups.
 * The shell mounts it for sellers only; the server refuses everyone else anyway.
 */
export default function EventNotices({ userId }: { userId: string }) {
  const { open, close } = useEventNotices(userId);
  return (
    <>
      <PinTopBanner notices={open('PIN_TOP')} onClose={close} />
      <PopupNotices notices={open('POPUP')} onClose={close} />
    </>
  );
}
