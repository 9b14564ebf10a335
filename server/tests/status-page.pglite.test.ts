import { describeStatusPage } from './status-page-suite';

describeStatusPage('pglite');
