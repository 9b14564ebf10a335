/** @portal/ui: the design system. Loaded on the login page, so it depends on react, react-dom, react-router and @portal/contract only. */
import './styles/portal.css';
export { applyPortalTheme, DEFAULT_PRIMARY_COLOUR, portalThemeCss, type PortalTheme } from './styles/theme';
export { Button, type ButtonProps } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { PinInput, pinLabel, type PinInputProps } from './components/pin-input';
export { Modal, type ModalProps } from './components/modal';
export { Tabs, type TabsProps } from './components/tabs';
export { LinkTabs, currentTab, type LinkTab, type LinkTabsProps } from './components/link-tabs';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export { ALERT_DISMISS_MS } from '@portal/contract';
export { LoadingState, EmptyState, ErrorState, type ErrorStateProps } from './components/states';
export { Card, type CardProps } from './components/card';
export { StatusBadge, statusTone, type StatusTone } from './components/status-badge';
export { PageHeader, AccountSectionHeader, type PageHeaderProps } from './components/page-header';
export { VisuallyHidden } from './components/visually-hidden';
export { SkipLink } from './components/skip-link';
export { validators, uploadSizeError, UPLOAD_TOO_LARGE_MESSAGE, type Validator } from './validators/validators';
// The portal's one money and date format, for the areas that take their components from here too.
export { formatCurrency, formatDate } from '@portal/contract/format';
export { truncateProduct } from './format/format';
export { isMobileNow, useMediaQuery, useIsMobile } from './hooks/use-media-query';
export { serviceAnchorId, serviceHref, useScrollToServiceAnchor } from './hooks/use-service-anchor';
export { lazyPage, type PreloadablePage } from './lazy-page/lazy-page';
