export { configurePageTitle, usePageTitle, type PageTitleOptions } from './page-title';
