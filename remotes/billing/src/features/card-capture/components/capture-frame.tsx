import type { FrameCapture } from '@portal/contract/catalogue';
import { useEffect, useId, useRef } from 'react';

/** spec §4, §9: the frame's form is posted this long after it is shown. */
export const FRAME_SUBMIT_DELAY_MS = 100;

/**
 * The gateway's card form in an iframe: a hidden form posts the frame capture fields into the frame by name
 * after FRAME_SUBMIT_DELAY_MS. The card number and CVV are typed into the gateway's page, never the portal's.
 */
export function CaptureFrame({ frame }: { frame: FrameCapture }) {
  const frameName = `card-capture-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Cleared on unmount (and by strict mode's test unmount), so the form is posted once.
    const timer = setTimeout(() => formRef.current?.submit(), FRAME_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [frame]);

  return (
    <>
      <iframe
        name={frameName}
        title="Secure card details form"
        style={{ display: 'block', width: '100%', minHeight: 440, border: '1px solid var(--portal-border)', borderRadius: 'var(--portal-radius)' }}
      />
      <form ref={formRef} method="post" action={frame.redirectUrl} target={frameName} hidden aria-hidden="true">
        {frame.pairList.map(({ key, value }) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      </form>
    </>
  );
}
