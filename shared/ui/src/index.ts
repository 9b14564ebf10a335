/** @portal/ui: the design system. Loaded on the login page, so: react, react-dom and react-router only. */
export { ensurePortalStyles } from './styles/portal-styles';
export { Button, type ButtonProps } from './components/button';
export { TextField, type TextFieldProps } from './components/text-field';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { PinInput, type PinInputProps } from './components/pin-input';
export { Modal, type ModalProps } from './components/modal';
export { Tabs, LinkTabs, type TabsProps } from './components/tabs';
export { DataTable, type Column, type DataTableProps } from './components/data-table';
export { Alert, type AlertProps } from './components/alert';
export { LoadingState, EmptyState, ErrorState } from './components/states';
export { Card, StatusBadge } from './components/card';
export { PageHeader, AccountSectionHeader, type PageHeaderProps } from './components/page-header';
export { VisuallyHidden, SkipLink } from './components/a11y';
export { validators, uploadSizeError, type Validator } from './validators/validators';
export { formatCurrency, formatDate, truncateProduct } from './format/format';
export { useMediaQuery, useIsMobile } from './hooks/use-media-query';
