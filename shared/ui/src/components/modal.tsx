import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../hooks/use-modal-focus';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Without it the dialog has no close button and Escape does nothing (e.g. a result the user must acknowledge). */
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog in a portal on document.body: named by its title, focus moved in and kept there, Escape closes,
 * focus goes back to the opener. On phones it is a full-width sheet whose body scrolls between header and footer.
 */
export function Modal({ open, title, onClose, children, footer, size = 'md' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(open, dialogRef, onClose);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div className="portal-modal__backdrop">
      <div
        ref={dialogRef}
        className={`portal-modal portal-modal--${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="portal-modal__header">
          <h2 id={titleId} className="portal-modal__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="portal-modal__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="portal-modal__body">{children}</div>
        {footer && <div className="portal-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
